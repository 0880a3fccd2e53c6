import { parseEnv } from "node:util";

/**
 * The server's environment under `pnpm start`: the shell's, with `NODE_ENV=production` when
 * neither the shell nor the `.env` file names one, so React and the other libraries run their
 * production builds (the development ones check more and render slower) and, unless
 * `LOG_FORMAT` is given, the readable log lines a terminal wants rather than production's JSON.
 * The `.env` file is read by the server itself, under the shell's values, so a default put in
 * the environment here must not hide what the file says.
 *
 * @param {NodeJS.ProcessEnv} env the shell's environment
 * @param {string} envFileText the `.env` file beside package.json, or "" without one
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnvironment(env, envFileText) {
  const file = envFileText === "" ? {} : parseEnv(envFileText);
  const said = (/** @type {string} */ name) => env[name] ?? file[name];
  if (said("NODE_ENV") !== undefined) return { ...env };
  return {
    ...env,
    NODE_ENV: "production",
    ...(said("LOG_FORMAT") === undefined ? { LOG_FORMAT: "pretty" } : {}),
  };
}
