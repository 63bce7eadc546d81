/**
 * Settles in a later task: the browser may paint and answer a tap between two pieces of start-up
 * work, which would otherwise run as one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
