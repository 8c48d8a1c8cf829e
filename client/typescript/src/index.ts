// A TypeScript client of the Poch Engine's REST API.
export * as actions from "./actions.js";
export { PochClient, PochError } from "./client.js";
export type { ClientOptions, GetAnswer, GetPath, PostAnswer, PostPath, Problem, RequestBody, Schemas } from "./client.js";
export type { components, operations, paths } from "./schema.js";
