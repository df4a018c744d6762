/**
 * How one call of the contract is declared (docs/architecture.md §One call, end to end): its name,
 * written once, as a key of its resource's group (`vehicleCalls`, ...), and beside it, in one
 * `call(input, output<T>())`, the zod schema of its input (validated at run time by `invokeCall`,
 * electron/services/app/invoke.ts) and its output type (a phantom: types only). Everything else
 * that names a call, the `Outputs` types, the handlers' types, the hosts' bindings, is derived.
 */
import type { z } from 'zod';

declare const outputType: unique symbol;

/** The output type `T` of a call, carried by the type system only: at run time an empty object. */
export interface Output<T> {
  readonly [outputType]?: T;
}

/** Declares a call's output type `T` for {@link call}: `output<VehiclePage>()`. Nothing of `T` exists at run time. */
export function output<T>(): Output<T> {
  return {};
}

/** One call: `input` the zod schema its untrusted input must pass, `output` its output type (a phantom). */
export interface CallSpec<I extends z.ZodType = z.ZodType, O = unknown> {
  readonly input: I;
  readonly output: Output<O>;
}

/**
 * A call of the contract: `call(z.object({ id: resourceIdSchema }), output<Vehicle>())`. The input
 * schema is kept as given (no rule added or dropped), so validation is exactly as strict as it.
 */
export function call<I extends z.ZodType, O>(input: I, outputType: Output<O>): CallSpec<I, O> {
  return { input, output: outputType };
}

/** A resource's calls, by name (`vehicleCalls`, ...): the shape every group of the contract has. */
export type CallGroup = Record<string, CallSpec>;

/** The output type of one call spec. */
export type OutputOf<S extends CallSpec> = S['output'] extends Output<infer O> ? O : never;

/** The output type of each call of group `G`, by name: `OutputsOf<typeof activityCalls>['activity.list']`. */
export type OutputsOf<G extends CallGroup> = { [N in keyof G]: OutputOf<G[N]> };
