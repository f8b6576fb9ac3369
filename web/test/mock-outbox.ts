// The data helper's outbox module, replaced in component tests.
let pending = 0
export function setPendingCount(count: number) {
  pending = count
}
export function usePendingCount(): number {
  return pending
}
export function useFailedChanges(): never[] {
  return []
}
export async function discardRow(_id: number): Promise<void> {}
export function useRefusedChanges(): never[] {
  return []
}
export function useUnsentChanges(): never[] {
  return []
}
export async function retryChange(_id: number): Promise<void> {}
export async function discardChange(_id: number): Promise<void> {}
