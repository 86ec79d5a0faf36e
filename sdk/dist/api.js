// Shared by the resource files: operation types picked from the generated `operations` (the spec carries the types,
// core.ts the behaviour), and the one-line request helpers every method is written with.
import { APIPromise } from "./core.js";
export const seg = (s) => encodeURIComponent(s);
export function get(core, path, opts, query) {
    return new APIPromise(core.request({ method: 'GET', path, ...(query ? { query: query } : {}) }, opts));
}
export function send(core, method, path, body, opts) {
    return new APIPromise(core.request({ method, path, ...(body !== undefined ? { body } : {}) }, opts));
}
/** POST a skill invocation and keep the whole result ({ skill, output, correlation_id }). */
export function invokeRaw(core, name, input, opts) {
    return core.request({ method: 'POST', path: `/api/v1/skills/${seg(name)}/invoke`, body: input }, opts);
}
/** A skill-backed resource method: the data is the skill's `output` (the correlation id is in withResponse()). */
export function invokeOutput(core, name, input, opts) {
    // cast: the invocation result of skill S carries S's output (the server checks it against S's output schema)
    return new APIPromise(invokeRaw(core, name, input, opts).then((r) => ({
        data: r.data.output,
        response: r.response,
    })));
}
//# sourceMappingURL=api.js.map