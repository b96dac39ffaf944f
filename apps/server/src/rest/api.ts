import type { FastifyPluginAsync } from "fastify";

import type { SamenHub } from "../samen/hub";
import type { SamenOptions } from "../samen/routes";
import type { HealthOptions } from "./health";
import type { VitalsOptions } from "./vitals";
import { decorateCaller } from "../http/caller";
import { collectDocumentedRoutes } from "../openapi/document";
import { documentationOnly } from "../openapi/route-docs";
import { samenRest } from "../samen/routes";
import { authRest } from "./auth";
import { collectionRest } from "./collection";
import { healthRest } from "./health";
import { importRest } from "./import";
import { objectsRest } from "./objects";
import { openApiRest } from "./openapi";
import { recipesRest } from "./recipes";
import { settingsRest } from "./settings";
import { trashRest } from "./trash";
import { vitalsRest } from "./vitals";

export interface ApiOptions extends Omit<HealthOptions, "timeoutMs"> {
  hub: SamenHub;
  vitals?: VitalsOptions;
  samen?: SamenOptions;
}

/**
 * Everything under /api, in one scope: the caller each REST adapter calls its procedure through
 * is decorated here, so pages, pictures and /trpc never set one up. Each route describes itself in
 * its `schema` (documentation only), and /api/openapi.json is built from those.
 */
export const apiRest: FastifyPluginAsync<ApiOptions> = async (app, opts) => {
  const { services } = opts;
  decorateCaller(app, services);
  documentationOnly(app);
  const routes = collectDocumentedRoutes(app);

  await app.register(recipesRest, { prefix: "/recipes", services });
  await app.register(authRest, { prefix: "/auth", services });
  await app.register(settingsRest, { prefix: "/settings", services });
  await app.register(objectsRest, { prefix: "/objects", services });
  await app.register(trashRest, { prefix: "/trash", services });
  await app.register(openApiRest, { routes, publicUrl: services.publicUrl });
  await app.register(importRest, { prefix: "/import", services });
  await app.register(collectionRest, { services });
  await app.register(vitalsRest, { services, ...opts.vitals });
  await app.register(samenRest, { prefix: "/samen", db: services.db, hub: opts.hub, ...opts.samen });
  await app.register(healthRest, {
    prefix: "/health",
    services,
    dataDir: opts.dataDir,
    freeBytes: opts.freeBytes,
  });
};
