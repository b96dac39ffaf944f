import type { Generated, Selectable } from "kysely";

export interface RecipesTable {
  id: string;
  name: string;
  chapter: string;
  protein_type: string;
  preparation_method: string;
  /** JSON array of strings. */
  ingredients: string;
  instructions: string;
  image_url: string | null;
  /** JSON array of icon keys. */
  icons: string;
  prep_time: number;
  calories: number | null;
  airfryer_temp: number | null;
  airfryer_time: number | null;
  /** Portions the amounts make; the database default is 1. */
  servings: Generated<number>;
  intro: string | null;
  /** Minutes without work. */
  wait_time: number | null;
  /** JSON array of strings; the database default is '[]'. */
  tools: Generated<string>;
  tips: string | null;
  storage: string | null;
  /** JSON RecipeNutrition, per portion. */
  nutrition: string | null;
  /** JSON DerivedLabels. */
  labels: string | null;
  /** JSON DietOverrides; the database default is '{}'. */
  diet_overrides: Generated<string>;
  /** The ANALYSIS_REVISION nutrition and labels were worked out with; 0 for never. */
  analysis_revision: Generated<number>;
  created_at: string;
  updated_at: string;
  /** 'published' or 'draft' (a concept only the administrator sees); the database default is 'published'. */
  status: Generated<string>;
  /** Set while the recipe is in the trash: read by nobody but the trash list. */
  deleted_at: Generated<string | null>;
}

/** A recipe as it was before a save replaced it. */
export interface RecipeVersionsTable {
  id: string;
  recipe_id: string;
  /** 1, 2, 3... per recipe. */
  seq: number;
  /** When this version was saved. */
  saved_at: string;
  /** When a later save replaced it: retention counts from here. */
  replaced_at: string;
  /** JSON RecipeData. */
  data: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  /** scrypt hash, never the password itself. */
  password: string;
  /** Bumped by logout so that every cookie sealed before it stops working. */
  session_epoch: Generated<number>;
}

export interface SettingsTable {
  id: number;
  hero_image_url: string | null;
}

/** An image written under a temporary name, not public until a save or an import publishes it. */
export interface StagedImagesTable {
  key: string;
  created_at: number;
}

export interface UploadsTable {
  key: string;
  expires_at: number;
  /** Set once the PUT has stored the bytes; a second PUT is refused. */
  used_at: number | null;
}

export interface ContentVersionTable {
  id: number;
  /** Bumped by every write; instances compare it with the version of their cached answers. */
  version: number;
}

export interface LoginAttemptsTable {
  client: string;
  count: number;
  /** Epoch milliseconds of the window's first attempt. */
  window_start: number;
}

export interface HealthCheckTable {
  id: number;
  checked_at: number;
}

export interface IdempotencyKeysTable {
  /** The request's scope and the client's Idempotency-Key, e.g. 'recipes.create:<key>'. */
  key: string;
  /** A hash of the request body: the same key with another body is refused. */
  fingerprint: string;
  /** The first answer as JSON; null while the write that claimed the key is still running. */
  response: string | null;
  created_at: number;
}

/** Field vitals as histogram counts: one row per day, page kind, device class, metric and bucket. */
export interface VitalCountsTable {
  /** UTC day, 'YYYY-MM-DD'. */
  day: string;
  page: string;
  device: string;
  metric: string;
  bucket: number;
  count: number;
}

/** Reports per day, page kind and client (a keyed hash of its address): what caps a client's share. */
export interface VitalClientsTable {
  day: string;
  page: string;
  client: string;
  reports: number;
}

/** A shared household ('Samen'): its last sequence number, stored bytes and encrypted snapshot. */
export interface SamenHouseholdsTable {
  id: string;
  seq: Generated<number>;
  bytes: Generated<number>;
  snapshot_seq: Generated<number>;
  snapshot: string | null;
  created_at: number;
  touched_at: number;
}

/** One encrypted update of a household, by its sequence number. */
export interface SamenUpdatesTable {
  household: string;
  seq: number;
  data: string;
}

export interface Database {
  samen_households: SamenHouseholdsTable;
  samen_updates: SamenUpdatesTable;
  vital_counts: VitalCountsTable;
  vital_clients: VitalClientsTable;
  idempotency_keys: IdempotencyKeysTable;
  health_check: HealthCheckTable;
  content_version: ContentVersionTable;
  login_attempts: LoginAttemptsTable;
  recipes: RecipesTable;
  recipe_versions: RecipeVersionsTable;
  users: UsersTable;
  settings: SettingsTable;
  uploads: UploadsTable;
  staged_images: StagedImagesTable;
}

export type RecipeRow = Selectable<RecipesTable>;
export type UserRow = Selectable<UsersTable>;
