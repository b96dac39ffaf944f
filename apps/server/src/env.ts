import { existsSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

import { imageHostEntry } from "@repo/api/image-host-entry";
import { VITALS_REPORTS_PER_CLIENT_DAY } from "@repo/domain/vitals";
import { newPasswordMessage, newPasswordProblem } from "@repo/schema";

const bool = (fallback: "true" | "false") =>
  z
    .enum(["true", "false", "1", "0"])
    .default(fallback)
    .transform((v) => v === "true" || v === "1");

/** A comma-separated list, blanks dropped. */
const list = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== ""),
);

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * What Fastify's trustProxy takes: true/false, a hop count (1 = the one proxy in front of us),
 * or a comma-separated list of proxy addresses and CIDR ranges.
 */
const trustProxy = z
  .string()
  .default("false")
  .transform((value, ctx): boolean | number | string[] => {
    const text = value.trim().toLowerCase();
    if (text === "true") return true;
    if (text === "false") return false;
    if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
    const entries = text.split(",").map((item) => item.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: "custom",
      message: `TRUST_PROXY must be true, false, a hop count or a list of addresses/CIDRs (not ${bad.join(", ")})`,
    });
    return z.NEVER;
  });

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    /** A password chosen here follows the one rule for a new password. */
    ADMIN_PASSWORD: z
      .string()
      .superRefine((value, ctx) => {
        const problem = newPasswordProblem(value);
        if (problem) ctx.addIssue({ code: "custom", message: newPasswordMessage(problem) });
      })
      .optional(),
    SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters long").optional(),
    PUBLIC_URL: z
      .url({ protocol: /^https?$/, message: "PUBLIC_URL must be an absolute http(s) URL" })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: trustProxy,
    /** Host headers answered without PUBLIC_URL; defaults to this machine's names and addresses. */
    ALLOWED_HOSTS: list.optional(),
    /** External hosts image URLs may point at (a port only when it is not 443); unset allows any https host. */
    IMAGE_HOSTS: list
      .superRefine((hosts, ctx) => {
        const bad = hosts.filter((host) => imageHostEntry(host) === undefined);
        if (bad.length > 0)
          ctx.addIssue({
            code: "custom",
            message: `IMAGE_HOSTS must list host names, each with a port only when it is not 443 (not ${bad.join(", ")})`,
          });
      })
      .optional(),
    /** Lets the recipe import fetch pages on loopback and private addresses (a home network, tests). */
    IMPORT_ALLOW_PRIVATE: bool("false"),
    /** postgres://user:pass@host:5432/db switches from the SQLite file to PostgreSQL. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
      .optional(),
    /** How long a database connect or query may take before the request gets a 503. */
    DATABASE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(5),
    OBJECT_STORE: z.enum(["local", "s3"]).default("local"),
    S3_ENDPOINT: z.url({ protocol: /^https?$/, message: "S3_ENDPOINT must be an http(s) URL" }).optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: bool("true"),
    /** How long one request to the object store may take before it counts as an outage. */
    S3_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(600).default(10),
    LOGIN_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(5),
    LOGIN_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(15 * 60),
    /** Field vitals reports one client may send per minute (POST /api/vitals). */
    VITALS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Reports of one page kind that count per client (address) and day in the field vitals. */
    VITALS_PER_CLIENT_DAY: z.coerce.number().int().min(1).default(VITALS_REPORTS_PER_CLIENT_DAY),
    BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
    /** The built web app; defaults to web/ beside a release's server.js, else apps/web/dist. */
    WEB_DIST: z.string().min(1).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.OBJECT_STORE !== "s3") return;
    for (const key of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (!env[key])
        ctx.addIssue({ code: "custom", path: [key], message: `${key} is required when OBJECT_STORE=s3` });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { DATA_DIR: string; WEB_DIST: string };

/** Where this code runs from: src/ under tsx and vitest, dist/ when built, a release's folder. */
const CODE_DIR = path.dirname(fileURLToPath(import.meta.url));

/**
 * The folder relative paths in settings are resolved against, whatever the working directory of
 * the command: the repository root (the folder with pnpm-workspace.yaml) in a checkout, or the
 * release folder (where server.js lies) when the release runs on its own.
 */
export function projectRoot(from: string = CODE_DIR): string {
  // A release made inside a checkout is still its own folder: its data does not move to the checkout's.
  if (existsSync(path.join(from, "server.js")) && existsSync(path.join(from, "package.json"))) return from;
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "pnpm-workspace.yaml"))) return dir;
    if (path.dirname(dir) === dir) return from;
  }
}

/** A path setting as an absolute path: absolute as given, relative from the project root. */
export function resolveSetting(value: string, root: string = projectRoot()): string {
  return path.resolve(root, value);
}

function defaultWebDist(root: string): string {
  const beside = path.join(CODE_DIR, "web");
  return existsSync(path.join(beside, "index.html")) ? beside : path.join(root, "apps/web/dist");
}

/** One line per bad setting, naming it and what to do. */
export class EnvError extends Error {}

/** The only reader of process.env. Throws an EnvError naming each bad value. */
export function readEnv(source: NodeJS.ProcessEnv = process.env, root: string = projectRoot()): Env {
  // Empty strings count as unset, as a shell's `FOO= cmd` usually means.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `Invalid setting ${i.path.join(".")}: ${i.message}; fix it in the environment and start again.`,
    );
    throw new EnvError(lines.join("\n"));
  }
  return {
    ...parsed.data,
    DATA_DIR: resolveSetting(parsed.data.DATA_DIR, root),
    WEB_DIST: parsed.data.WEB_DIST ? resolveSetting(parsed.data.WEB_DIST, root) : defaultWebDist(root),
  };
}

/** Whether a failure should show its stack trace: LOG_LEVEL=debug or trace, even when invalid. */
export function debugRequested(source: NodeJS.ProcessEnv = process.env): boolean {
  return source.LOG_LEVEL === "debug" || source.LOG_LEVEL === "trace";
}
