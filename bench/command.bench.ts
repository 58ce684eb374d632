export async function runCommandBench(_databaseUrl: string): Promise<string> {
  return 'todo';
}
