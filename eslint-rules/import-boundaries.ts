import { readdirSync } from 'node:fs';
import path from 'node:path';

interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

/**
 * Which workspaces each workspace may import. The graph only points down (domain at the bottom), so no
 * cycle can run between workspaces. Tools (scripts, bench, e2e, faults) may import any workspace.
 */
const WORKSPACE_IMPORTS: Record<string, string[]> = {
  domain: [],
  platform: ['domain'],
  projections: ['domain', 'platform'],
  'command-api': ['domain', 'platform', 'projections'],
  workers: ['domain', 'platform', 'projections'],
  frontend: ['domain'],
};

const TOOLS = ['scripts', 'bench', 'e2e', 'faults', 'eslint-rules'];

export function workspaceZones(): Zone[] {
  const workspaces = Object.keys(WORKSPACE_IMPORTS);
  return workspaces.map((workspace) => {
    const allowed = WORKSPACE_IMPORTS[workspace] ?? [];
    return {
      target: workspace,
      from: [...workspaces.filter((other) => other !== workspace && !allowed.includes(other)), ...TOOLS],
      message: `${workspace} may import only ${[workspace, ...allowed].join(', ')}.`,
    };
  });
}

const FRONTEND = 'frontend/src';
const SHARED = ['components', 'lib', 'i18n'].map((folder) => `${FRONTEND}/${folder}`);
const COMPOSERS = ['app', 'routes'].map((folder) => `${FRONTEND}/${folder}`);

/**
 * As in bulletproof-react: a feature imports only itself and shared code, shared code imports no feature,
 * and only app/ and routes/ put features together.
 */
export function frontendZones(root: string): Zone[] {
  const features = readdirSync(path.join(root, FRONTEND, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `${FRONTEND}/features/${feature}`,
      from: `${FRONTEND}/features`,
      except: [`./${feature}`],
      message:
        'A feature imports no other feature: share through components/ or lib/, compose in routes/ or app/.',
    })),
    {
      target: `${FRONTEND}/features`,
      from: COMPOSERS,
      message: 'Features are composed by app/ and routes/, never the other way round.',
    },
    {
      target: SHARED,
      from: [`${FRONTEND}/features`, ...COMPOSERS],
      message: 'Shared code (components/, lib/, i18n/) imports no feature, app/ or routes/.',
    },
  ];
}
