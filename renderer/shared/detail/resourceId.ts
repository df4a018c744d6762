/**
 * Whether `id` can be a resource's id (an offer's, a free vehicle's, a company's): a uuid (docs/api.md
 * §Resources). A detail screen reads nothing for an id that cannot be one and says it is gone.
 */
export function isResourceId(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}
