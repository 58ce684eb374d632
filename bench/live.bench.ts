export async function runLiveBench(_databaseUrl: string): Promise<string> {
  return 'todo';
}
