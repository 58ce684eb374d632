import type { CSSProperties } from 'react';

const page: CSSProperties = {
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: 24,
  textAlign: 'center',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  background: 'linear-gradient(180deg, #e3f8ff 0%, #ffffff 100%)',
  color: '#1a2b3c',
};

const button: CSSProperties = {
  padding: '10px 20px',
  border: 'none',
  borderRadius: 8,
  background: '#0079bd',
  color: '#ffffff',
  fontSize: 16,
  fontWeight: 600,
  cursor: 'pointer',
};

/** Shown when the app cannot start; deliberately free of Mantine so it renders whatever failed. */
export function AppFailedToLoad() {
  return (
    <main style={page} role="alert">
      <h1 style={{ margin: 0, fontSize: 28 }}>App Failed to Load</h1>
      <p style={{ margin: 0, maxWidth: 420, color: '#4a5b6c' }}>
        Something went wrong while starting the North Shore Guide. Please refresh the page to try again.
      </p>
      <button type="button" style={button} onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </main>
  );
}
