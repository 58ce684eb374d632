/**
 * Loaded into a bench's API process (`node --expose-gc --import`): asked 'memory' over the IPC channel,
 * it collects garbage and answers with `process.memoryUsage()`. Nothing of it runs in production.
 */
const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (!collectGarbage) throw new Error('memory-probe needs node --expose-gc');

process.on('message', (message) => {
  if (message !== 'memory') return;
  // Twice: objects with finalizers or weak references are freed by the second collection.
  collectGarbage();
  collectGarbage();
  process.send!(process.memoryUsage());
});
// The channel must not keep the API alive when it is told to stop.
process.channel?.unref();
