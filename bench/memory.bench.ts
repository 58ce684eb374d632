export async function runMemoryBench(_databaseUrl: string): Promise<string> {
  return 'todo';
}
