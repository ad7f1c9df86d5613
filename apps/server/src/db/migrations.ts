import type { Database } from './database.js';
import { FOLD_FROM, FOLD_TO } from '../query/fold-text.js';
import { CATEGORY_DESCRIPTIONS, E_WALLET_ID, orderStatuses, WALLET_METHODS } from '../seed/data/commerce.js';
import { GLOBAL_APP } from './documents.js';

interface Migration {
  id: number;
  name: string;
  sql: string;
}

/**
 * Schema changes in order. Applied once each at start-up, inside a transaction, recorded in
 * schema_migrations. Never edit a migration that has shipped: add a new one.
 * Documents are JSONB keyed by (id_app, collection, id); global collections use id_app ''.
 */
/** The triggers that keep inbox_counts (migration 21; made again by migration 52). */
const INBOX_COUNT_TRIGGERS = `CREATE TRIGGER documents_inbox_counts_insert AFTER INSERT ON documents FOR EACH ROW
        WHEN (NEW.inbox_status IS NOT NULL) EXECUTE FUNCTION inbox_counts_follow();
      CREATE TRIGGER documents_inbox_counts_update AFTER UPDATE ON documents FOR EACH ROW
        WHEN ((OLD.inbox_status IS NOT NULL OR NEW.inbox_status IS NOT NULL)
          AND (OLD.id_app, OLD.inbox_status, OLD.inbox_method, OLD.inbox_paid, OLD.inbox_carrier)
            IS DISTINCT FROM (NEW.id_app, NEW.inbox_status, NEW.inbox_method, NEW.inbox_paid, NEW.inbox_carrier))
        EXECUTE FUNCTION inbox_counts_follow();
      CREATE TRIGGER documents_inbox_counts_delete AFTER DELETE ON documents FOR EACH ROW
        WHEN (OLD.inbox_status IS NOT NULL) EXECUTE FUNCTION inbox_counts_follow();`;

/** The words of an order (migration 21): its code's, name's and e-mail's, suffixes of code and phone. */
export const INBOX_TERMS_QUERY = `SELECT array_to_tsvector(ARRAY(
          SELECT DISTINCT term FROM (
            SELECT unnest(regexp_split_to_array(
              translate(lower(COALESCE(code, '') || ' ' || COALESCE(name, '') || ' ' || COALESCE(email, '')),
                '${FOLD_FROM}', '${FOLD_TO}'),
              '[^a-z0-9]+')) AS term
            UNION ALL
            SELECT substr(folded, i) FROM
              (SELECT regexp_replace(translate(lower(COALESCE(code, '')), '${FOLD_FROM}', '${FOLD_TO}'),
                '[^a-z0-9]+', '', 'g') AS folded) AS c,
              generate_series(2, length(folded) - 2) AS i
            UNION ALL
            SELECT substr(digits, i) FROM
              (SELECT regexp_replace(COALESCE(phone, ''), '[^0-9]+', '', 'g') AS digits) AS p,
              generate_series(1, length(digits) - 2) AS i
          ) AS terms WHERE term <> ''))`;

/** One order more (delta 1) or fewer (-1) in its inbox counter slot (migration 21). */
const INBOX_COUNT_ADD = `INSERT INTO inbox_counts AS c VALUES (d.id_app, d.inbox_status, COALESCE(d.inbox_method, ''),
          COALESCE(d.inbox_paid, ''), COALESCE(d.inbox_carrier, ''), hashtext(d.id) & 7, delta)
        ON CONFLICT (id_app, status, method, paid, carrier, slot) DO UPDATE SET n = c.n + excluded.n`;

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'documents',
    sql: `
      CREATE TABLE documents (
        id_app text NOT NULL,
        collection text NOT NULL,
        id char(24) NOT NULL,
        data jsonb NOT NULL,
        owner text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (id_app, collection, id)
      );
      CREATE INDEX documents_created ON documents (id_app, collection, created_at, id);
      CREATE INDEX documents_ma_vt ON documents (id_app, collection, (data->>'ma_vt'));
      CREATE INDEX documents_owner ON documents (id_app, collection, owner, created_at);
      CREATE INDEX documents_status ON documents (id_app, collection, (data->>'trang_thai'));
      CREATE INDEX documents_slug ON documents (id_app, collection, (data->>'slug'), (data->>'ngon_ngu'));
      CREATE INDEX documents_ma ON documents (id_app, collection, (data->>'ma'));
      CREATE TABLE document_versions (
        id_app text NOT NULL,
        collection text NOT NULL,
        id char(24) NOT NULL,
        version integer NOT NULL,
        data jsonb,
        changed_at timestamptz NOT NULL DEFAULT now(),
        changed_by text,
        PRIMARY KEY (id_app, collection, id, version)
      );
      CREATE TABLE seed_runs (
        id_app text PRIMARY KEY,
        seeded_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: 2,
    name: 'documents_containment_index',
    // Equality conditions compile to `data @> {...}` (src/query), which this index serves for every
    // field at once: product code, order status, news slug and ngon_ngu, voucher code, …
    sql: `CREATE INDEX documents_data ON documents USING gin (data jsonb_path_ops)`,
  },
  {
    id: 3,
    name: 'files',
    // Uploaded files: metadata here, bytes on disk under DATA_DIR/files/<id> (src/files).
    sql: `
      CREATE TABLE files (
        id char(24) PRIMARY KEY,
        id_app text NOT NULL,
        grp text,
        name text NOT NULL,
        type text NOT NULL,
        size integer NOT NULL,
        sha256 char(64) NOT NULL,
        owner text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX files_owner ON files (id_app, owner, created_at)
    `,
  },
  {
    id: 4,
    name: 'accounts',
    // Users, sessions, one-time codes and the mail outbox (src/accounts, decision 004). Tokens and
    // codes are stored as SHA-256 hashes; passwords as Argon2id hashes.
    sql: `
      CREATE TABLE users (
        id char(24) PRIMARY KEY,
        email text UNIQUE,
        phone text UNIQUE,
        name text NOT NULL DEFAULT '',
        picture text,
        password_hash text NOT NULL,
        is_verified boolean NOT NULL DEFAULT false,
        role text NOT NULL DEFAULT 'customer' CHECK (role IN ('customer', 'admin')),
        ngay_sinh text,
        gioi_tinh text,
        referral_code text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (email IS NOT NULL OR phone IS NOT NULL)
      );
      CREATE TABLE user_sessions (
        token_hash char(64) PRIMARY KEY,
        user_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        reset_until timestamptz
      );
      CREATE INDEX user_sessions_user ON user_sessions (user_id);
      CREATE TABLE otp_codes (
        id char(24) PRIMARY KEY,
        user_id char(24) NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        account text NOT NULL,
        code_hash char(64) NOT NULL,
        tries integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX otp_codes_user ON otp_codes (user_id, created_at);
      CREATE TABLE outbox (
        id char(24) PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        error text
      );
      CREATE INDEX outbox_recipient ON outbox (recipient, created_at)
    `,
  },
  {
    id: 5,
    name: 'order_numbers',
    // so_ct is sequential per app (src/commerce/order-number.ts): one counter row per app, taken
    // inside the placing transaction, so a rolled-back placement leaves no gap.
    sql: `
      CREATE TABLE order_numbers (
        id_app text PRIMARY KEY,
        last_number bigint NOT NULL
      );
      CREATE INDEX documents_so_ct ON documents (id_app, collection, (data->>'so_ct'))
    `,
  },
  {
    id: 6,
    name: 'districts_by_province',
    // Placing an order asks whether the province still has districts (src/commerce/reference-data.ts);
    // without this it read the ~700 district documents each time. Partial: no cost on other writes.
    sql: `CREATE INDEX documents_district_province ON documents ((data->>'tinh_thanh'))
      WHERE id_app = '' AND collection = 'quanhuyen'`,
  },
  {
    id: 7,
    name: 'documents_app_collection_statistics',
    // The planner multiplied the shares of id_app and collection as if independent (most rows are
    // the global reference data), so it expected under one order of the app: every index starting
    // with (id_app, collection) then cost the same as the primary key for a lookup by id, and it
    // could take one that reads all the app's orders. Their combined frequencies fix the estimate
    // once the statistics count some orders (refreshed as orders double,
    // src/commerce/order-statistics.ts). Decision 007, "Measured".
    sql: `
      CREATE STATISTICS documents_app_collection (mcv) ON id_app, collection FROM documents;
      ANALYZE documents
    `,
  },
  {
    id: 8,
    name: 'login_failures',
    // Wrong passwords per account (decision 014), in the database so every server process sees
    // the same count. `account` is 'user:<id>' for a known user (e-mail and phone share it) or
    // 'name:<normalised name>' for an unknown one, which is counted and locked just the same.
    sql: `
      CREATE TABLE login_failures (
        account text PRIMARY KEY,
        failures integer NOT NULL,
        last_failed_at timestamptz NOT NULL,
        locked_until timestamptz
      )
    `,
  },
  {
    id: 9,
    name: 'console_roles_and_owner_setup',
    // The owner console (decision 016): the administrator of decision 004 becomes the owner, staff
    // join; the one-time link that creates the first owner is kept as a SHA-256 hash.
    sql: `
      ALTER TABLE users DROP CONSTRAINT users_role_check;
      UPDATE users SET role = 'owner' WHERE role = 'admin';
      ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('customer', 'staff', 'owner'));
      CREATE TABLE owner_setup_tokens (
        token_hash char(64) PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )
    `,
  },
  {
    id: 10,
    name: 'outbox_delivery',
    // Order e-mails and their delivery loop (src/mail, decision 018). A row is due while
    // next_attempt_at is set; a loop claims due rows with FOR UPDATE SKIP LOCKED and pushes
    // next_attempt_at past its lease, so each row is sent by one process. Order mails are written
    // with the order's snapshot (data) in the change's transaction and rendered (subject, body,
    // html) by the loop. Rows of before are done: they keep a NULL next_attempt_at.
    sql: `
      ALTER TABLE outbox ADD COLUMN kind text NOT NULL DEFAULT 'code';
      ALTER TABLE outbox ADD COLUMN lang text NOT NULL DEFAULT 'vi';
      ALTER TABLE outbox ADD COLUMN order_id text;
      ALTER TABLE outbox ADD COLUMN data jsonb;
      ALTER TABLE outbox ADD COLUMN html text;
      ALTER TABLE outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0;
      ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz;
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE next_attempt_at IS NOT NULL;
      CREATE INDEX outbox_order ON outbox (order_id, kind) WHERE order_id IS NOT NULL
    `,
  },
  {
    id: 11,
    name: 'staff_invitations',
    // Staff invitations of the owner console (issue 13): one pending invitation per e-mail, its
    // single-use token kept as a SHA-256 hash, deleted when accepted or revoked.
    sql: `
      CREATE TABLE staff_invitations (
        id char(24) PRIMARY KEY,
        email text NOT NULL UNIQUE,
        token_hash char(64) NOT NULL UNIQUE,
        invited_by text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )
    `,
  },
  {
    id: 13,
    name: 'order_inbox_columns',
    // The console's inbox (decision 016, bench tooling/bench/admin): over 100,000 orders, every
    // filter read and folded each order's JSON (counts 150-300 ms, search 5 s). The fields it
    // filters, sorts and searches on become stored generated columns, NULL outside so1, and one
    // partial index holds them, so a page reads 20 rows; a narrower one without the search text
    // serves the tab counts as an index-only scan of short entries.
    // The inbox indexes cover the orders with an inbox status, a condition only the inbox's
    // statements state (order-inbox.ts): a lookup of one order by (id_app, collection, id) cannot
    // use them, so it takes the primary key even while the statistics still say the app has no
    // orders (routes/orders-plans.test.ts, decision 007). `collection = 'so1'` stays in the
    // predicate so the counts remain index-only scans (the column is not in the index).
    // inbox_search is the order code, name and e-mail folded like query/fold-text.ts (FOLD_FROM
    // and FOLD_TO are its table), then the phone's digits, separated by chr(31) so a search never
    // matches across two fields.
    sql: `
      ALTER TABLE documents
        ADD COLUMN inbox_status text GENERATED ALWAYS AS
          (CASE WHEN collection = 'so1' THEN data->>'trang_thai' END) STORED,
        ADD COLUMN inbox_placed text GENERATED ALWAYS AS
          (CASE WHEN collection = 'so1' THEN data->>'ngay_ct' END) STORED,
        ADD COLUMN inbox_method text GENERATED ALWAYS AS
          (CASE WHEN collection = 'so1' THEN data->>'pt_thanh_toan' END) STORED,
        ADD COLUMN inbox_paid text GENERATED ALWAYS AS
          (CASE WHEN collection = 'so1' THEN COALESCE(data->>'trang_thai_tt', '0') END) STORED,
        ADD COLUMN inbox_carrier text GENERATED ALWAYS AS
          (CASE WHEN collection = 'so1' THEN data->>'don_vi_vc' END) STORED,
        ADD COLUMN inbox_total numeric GENERATED ALWAYS AS
          (CASE WHEN collection = 'so1' AND jsonb_typeof(data->'t_tt_nt') = 'number'
                THEN (data->>'t_tt_nt')::numeric END) STORED,
        ADD COLUMN inbox_search text GENERATED ALWAYS AS
          (CASE WHEN collection = 'so1' THEN
            translate(lower(COALESCE(data->>'so_ct', '') || chr(31) || COALESCE(data->>'ten_nguoi_nhan', '')
              || chr(31) || COALESCE(data->>'email_nguoi_nhan', '')), '${FOLD_FROM}', '${FOLD_TO}')
            || chr(31) || regexp_replace(COALESCE(data->>'sdt_nguoi_nhan', ''), '\\D', '', 'g')
          END) STORED;
      CREATE INDEX documents_inbox_placed ON documents (id_app, inbox_placed, id)
        INCLUDE (inbox_status, inbox_method, inbox_paid, inbox_carrier, inbox_search)
        WHERE collection = 'so1' AND inbox_status IS NOT NULL;
      CREATE INDEX documents_inbox_total ON documents (id_app, inbox_total, id) WHERE collection = 'so1' AND inbox_status IS NOT NULL;
      CREATE INDEX documents_inbox_counts ON documents
        (id_app, inbox_status, inbox_method, inbox_paid, inbox_carrier, inbox_placed) WHERE collection = 'so1' AND inbox_status IS NOT NULL;
      ANALYZE documents
    `,
  },
  {
    id: 15,
    name: 'stock_adjustment_history',
    // The stock screen's history (console/stock-list.ts) pages adjustments newest first, all of
    // them or one product's: two partial indexes in that order, so a page reads its rows only.
    sql: `
      CREATE INDEX documents_stock_history ON documents (id_app, (data->>'at') DESC, id DESC)
        WHERE collection = 'stock_adjustments';
      CREATE INDEX documents_stock_history_product ON documents
        (id_app, (data->>'ma_vt'), (data->>'at') DESC, id DESC) WHERE collection = 'stock_adjustments'
    `,
  },
  {
    id: 19,
    name: 'job_queue',
    // The job queue of the schedules (src/schedules, decision 028). A row is one run of a
    // schedule's job at run_at (unique per schedule, so two processes planning the next run of a
    // repeat plan it once). A loop claims due rows (due_at passed: a pending row's time or retry,
    // a running row's lease) with FOR UPDATE SKIP LOCKED, counts the attempt, moves due_at past
    // the lease and sets a new claim token; the
    // job's effect and its 'done' are written in one transaction that checks the token, so a run
    // takes effect once even when a lease ran out under a slow process.
    sql: `
      CREATE TABLE jobs (
        id char(24) PRIMARY KEY,
        id_app text NOT NULL,
        schedule_id char(24),
        kind text NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}'::jsonb,
        run_at timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'running', 'done', 'failed', 'cancelled')),
        attempts integer NOT NULL DEFAULT 0,
        max_attempts integer NOT NULL,
        claim char(24),
        result jsonb,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        UNIQUE (schedule_id, run_at)
      );
      CREATE INDEX jobs_due ON jobs (due_at) WHERE status IN ('pending', 'running');
      CREATE INDEX jobs_schedule ON jobs (schedule_id, run_at DESC)
    `,
  },
  {
    id: 20,
    name: 'staff_rights',
    // The console areas the owner grants each staff member (decision 029); no row: the default
    // rights (domain DEFAULT_STAFF_RIGHTS). Read with the session on every request, so a change
    // holds at once in every process. The owner's areas can never be stored here, even by hand.
    sql: `
      CREATE TABLE staff_rights (
        user_id char(24) PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        areas text[] NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by text NOT NULL,
        CHECK (NOT (areas && ARRAY['settings', 'staff', 'backup']::text[]))
      )
    `,
  },
  {
    id: 21,
    name: 'order_inbox_counts_and_terms',
    // The inbox's aim is p95 ≤ 50 ms over 100,000 orders (bench tooling/bench/admin, decision 019).
    // Two things still read every order: the tab counts without a search or a date (an index-only
    // scan of 100,000 entries) and a search (LIKE '%…%' over every inbox_search).
    // - inbox_counts holds how many orders each (status, method, paid, carrier) has, kept by
    //   triggers in the writing transaction, so it is exact; eight slots per key (by the order's
    //   id) so orders placed at once seldom wait on one counter row. Counts without a search or a
    //   date add up a few dozen rows.
    // - inbox_terms is the order's words as a tsvector with a GIN index: the folded words of code,
    //   name and e-mail, plus every suffix (3 or more characters) of the code and of the phone's
    //   digits, so a search by words or the start of a word, a code's or a phone's ending, finds
    //   the order through the index (pg_trgm is not in PGlite). Built from lexemes directly
    //   (array_to_tsvector), no text-search parser in between. inbox_search (migration 13) served
    //   the LIKE search only: it goes, and the paging index loses it, a third of its size, so a
    //   deep page walks fewer pages.
    sql: `
      CREATE FUNCTION inbox_terms(code text, name text, email text, phone text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
        ${INBOX_TERMS_QUERY}
      $fn$;
      ALTER TABLE documents ADD COLUMN inbox_terms tsvector GENERATED ALWAYS AS
        (CASE WHEN collection = 'so1' THEN inbox_terms(data->>'so_ct', data->>'ten_nguoi_nhan',
          data->>'email_nguoi_nhan', data->>'sdt_nguoi_nhan') END) STORED;
      CREATE INDEX documents_inbox_terms ON documents USING gin (inbox_terms)
        WHERE collection = 'so1' AND inbox_status IS NOT NULL;
      DROP INDEX documents_inbox_placed;
      ALTER TABLE documents DROP COLUMN inbox_search;
      CREATE INDEX documents_inbox_placed ON documents (id_app, inbox_placed, id)
        INCLUDE (inbox_status, inbox_method, inbox_paid, inbox_carrier)
        WHERE collection = 'so1' AND inbox_status IS NOT NULL;

      CREATE TABLE inbox_counts (
        id_app text NOT NULL,
        status text NOT NULL,
        method text NOT NULL,
        paid text NOT NULL,
        carrier text NOT NULL,
        slot smallint NOT NULL,
        n bigint NOT NULL,
        PRIMARY KEY (id_app, status, method, paid, carrier, slot)
      );
      CREATE FUNCTION inbox_count_add(d documents, delta integer) RETURNS void LANGUAGE sql AS $fn$
        ${INBOX_COUNT_ADD}
      $fn$;
      CREATE FUNCTION inbox_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.inbox_status IS NOT NULL THEN PERFORM inbox_count_add(OLD, -1); END IF;
        IF TG_OP <> 'DELETE' AND NEW.inbox_status IS NOT NULL THEN PERFORM inbox_count_add(NEW, 1); END IF;
        RETURN NULL;
      END
      $fn$;
      ${INBOX_COUNT_TRIGGERS}
      INSERT INTO inbox_counts
        SELECT id_app, inbox_status, COALESCE(inbox_method, ''), COALESCE(inbox_paid, ''),
          COALESCE(inbox_carrier, ''), hashtext(id) & 7, count(*)
        FROM documents WHERE collection = 'so1' AND inbox_status IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6;
      ANALYZE documents
    `,
  },
  {
    id: 22,
    name: 'category_descriptions',
    // The category pages' intros became data (decision 030): the five seeded product categories of
    // a shop seeded before get the texts the shop showed until then, unless one was written.
    sql: categoryDescriptionsSql(),
  },
  {
    id: 23,
    name: 'status_name_spelling',
    // One spelling of 'huỷ' in the shop's own texts (decision 042): the cancelled status a shop
    // was seeded with ('Đã hủy') takes the domain's name, unless the shop renamed it.
    sql: `UPDATE documents SET data = jsonb_set(data, '{ten}', '"Đã huỷ"')
      WHERE id_app = '${GLOBAL_APP}' AND collection = 'trangthai' AND data->>'ma_ct' = 'SO1'
        AND data->>'ma' = '9' AND data->>'ten' = 'Đã hủy'`,
  },
  {
    id: 24,
    name: 'server_secrets',
    // Keys the server generates once and every process of the database shares (decision 046: the
    // signature of a guest's order link), never served by any route.
    sql: `CREATE TABLE server_secrets (
      name text PRIMARY KEY,
      value text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`,
  },
  {
    id: 25,
    name: 'bank_transfers',
    // Every notification of a bank-notification service (SePay, Casso; decisions 050, 051), kept
    // as received, once per provider transaction: the unique key makes a retry, a replay or two
    // processes receiving it at once record it once (INSERT … ON CONFLICT DO NOTHING).
    sql: `CREATE TABLE bank_transfers (
      id char(24) NOT NULL,
      id_app text NOT NULL,
      provider text NOT NULL,
      transaction_id text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      raw_body text NOT NULL,
      amount bigint NOT NULL,
      note text NOT NULL,
      account_number text NOT NULL,
      reference text NOT NULL,
      transferred_at text NOT NULL,
      outcome text NOT NULL,
      order_id char(24),
      so_ct text,
      missing bigint NOT NULL DEFAULT 0,
      excess bigint NOT NULL DEFAULT 0,
      handled_by text,
      handled_at timestamptz,
      PRIMARY KEY (id_app, id),
      UNIQUE (id_app, provider, transaction_id)
    );
    CREATE INDEX bank_transfers_outcome ON bank_transfers (id_app, outcome, received_at);
    CREATE INDEX bank_transfers_order ON bank_transfers (id_app, order_id)`,
  },
  {
    id: 26,
    name: 'carrier_addresses',
    // A carrier's own ids for the shop's address units (decision 055): GHN addresses by district id
    // and ward code from its master data. Keys are the units' names as normaliseAdminName folds them.
    sql: `CREATE TABLE carrier_addresses (
      carrier text NOT NULL,
      province_key text NOT NULL,
      district_key text NOT NULL DEFAULT '',
      ward_key text NOT NULL,
      district_id integer NOT NULL,
      ward_code text NOT NULL,
      refreshed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (carrier, province_key, ward_key, district_key)
    )`,
  },
  {
    id: 27,
    name: 'carrier_events',
    // Every status callback of a carrier (decision 055 "Inbound"), kept as received, once per the
    // carrier's event: a retry (GHN retries 10 times, GHTK once) finds its row and changes nothing.
    sql: `CREATE TABLE carrier_events (
      id_app text NOT NULL,
      carrier text NOT NULL,
      event_id text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      tracking_code text NOT NULL,
      order_code text NOT NULL,
      carrier_status text NOT NULL,
      raw_body text NOT NULL,
      outcome text NOT NULL DEFAULT 'received',
      PRIMARY KEY (id_app, carrier, event_id)
    )`,
  },
  {
    id: 30,
    name: 'carrier_shipments',
    // A shipment booked with a carrier from the console (decision 058): one per order (the key
    // makes a second request for it a no-op), its state as the job queue moves it (requested →
    // created or failed; cancel-requested → cancelled), the options staff chose, the carrier's
    // tracking code and fee, the last error.
    sql: `CREATE TABLE carrier_shipments (
      id_app text NOT NULL,
      order_id text NOT NULL,
      so_ct text NOT NULL,
      carrier text NOT NULL,
      state text NOT NULL,
      options jsonb NOT NULL,
      tracking_code text,
      fee integer,
      expected_date text,
      error text,
      requested_by text NOT NULL,
      requested_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (id_app, order_id)
    );
    CREATE INDEX carrier_shipments_tracking ON carrier_shipments (carrier, tracking_code)`,
  },
  {
    id: 32,
    name: 'outbox_channels',
    // Message channels (decision 060): each outbox row names its channel (email, sms, zns), keeps
    // the provider's id of the message once sent, and a fallback row (an SMS after a failed ZNS)
    // names the row it replaces. Rows of before are e-mail, or SMS for a phone recipient.
    sql: `
      ALTER TABLE outbox ADD COLUMN channel text NOT NULL DEFAULT 'email';
      ALTER TABLE outbox ADD COLUMN provider_ref text;
      ALTER TABLE outbox ADD COLUMN fallback_of text;
      UPDATE outbox SET channel = 'sms' WHERE recipient NOT LIKE '%@%'
    `,
  },
  {
    id: 34,
    name: 'personal_data',
    // The shopper's personal-data rights (decision 063). Consents: one row per giving or
    // withdrawing, never updated (the last row of a subject and purpose is its state), with the
    // privacy notice's version, the time and the screen. Data requests: each export or deletion
    // with its legal deadline, for the console's inbox; a guest's carries its e-mailed code's hash.
    sql: `
      CREATE TABLE consents (
        id char(24) PRIMARY KEY,
        id_app text NOT NULL,
        subject text NOT NULL,
        user_id char(24),
        purpose text NOT NULL CHECK (purpose IN ('terms', 'marketing', 'cookies')),
        granted boolean NOT NULL,
        notice_version text NOT NULL,
        source text NOT NULL,
        given_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      CREATE INDEX consents_subject ON consents (id_app, subject, purpose, given_at);
      CREATE INDEX consents_user ON consents (id_app, user_id, purpose, given_at) WHERE user_id IS NOT NULL;
      CREATE TABLE data_requests (
        id char(24) PRIMARY KEY,
        id_app text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('export', 'delete')),
        subject text NOT NULL,
        user_id char(24),
        channel text NOT NULL CHECK (channel IN ('self-service', 'email')),
        received_at timestamptz NOT NULL DEFAULT now(),
        due_at timestamptz NOT NULL,
        done_at timestamptz,
        code_hash char(64),
        code_expires_at timestamptz,
        tries integer NOT NULL DEFAULT 0
      );
      CREATE INDEX data_requests_received ON data_requests (id_app, received_at)
    `,
  },
  {
    id: 35,
    name: 'personal_data_keys_per_app',
    // The backup restores an app's side tables into another app of the same database (decision
    // 011): a row keeps its id there, so the key is the app and the id, as bank_transfers'.
    sql: `
      ALTER TABLE consents DROP CONSTRAINT consents_pkey;
      ALTER TABLE consents ADD PRIMARY KEY (id_app, id);
      ALTER TABLE data_requests DROP CONSTRAINT data_requests_pkey;
      ALTER TABLE data_requests ADD PRIMARY KEY (id_app, id)
    `,
  },
  {
    id: 40,
    name: 'order_status_returned',
    // The status "returned to the shop" (decision 066): a shop seeded before gets its name in
    // trangthai (the seed's document, its id and sst), unless it already has a status '4'.
    sql: returnedStatusSql(),
  },
  {
    id: 41,
    name: 'carrier_news_and_cod',
    // Carriers' news per shipment (decision 066): the last status and when it came (the 24 h poll
    // asks the carrier about a shipment without news), when staff confirmed a returned parcel;
    // the COD statements imported from the carriers, one line per order and statement.
    sql: `
      ALTER TABLE carrier_shipments ADD COLUMN carrier_status text;
      ALTER TABLE carrier_shipments ADD COLUMN news_at timestamptz;
      ALTER TABLE carrier_shipments ADD COLUMN polled_at timestamptz;
      CREATE TABLE carrier_cod_lines (
        id_app text NOT NULL,
        carrier text NOT NULL,
        statement text NOT NULL,
        tracking_code text NOT NULL,
        so_ct text NOT NULL DEFAULT '',
        order_id text,
        collected integer NOT NULL,
        fee integer NOT NULL,
        paid_on date,
        expected integer,
        problem text,
        imported_by text NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (id_app, carrier, tracking_code, statement)
      )
    `,
  },
  {
    id: 42,
    name: 'einvoices',
    // E-invoices (decision 059): one original per order (the partial unique index makes a second
    // plan a no-op), its state (waiting → issued or failed with the provider's words), the step it
    // is at with the provider (create, check-create, issue, check-issue, done), the document sent
    // (lines and VAT by rate, decision 065) and what the provider gave back (number, lookup link).
    sql: `CREATE TABLE einvoices (
      id_app text NOT NULL,
      id text NOT NULL,
      order_id text NOT NULL,
      so_ct text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('original', 'replacement')),
      provider text NOT NULL,
      state text NOT NULL CHECK (state IN ('waiting', 'issued', 'failed')),
      step text NOT NULL,
      reference_code text NOT NULL,
      tracking_code text,
      invoice_number text,
      lookup_url text,
      document jsonb NOT NULL,
      total integer NOT NULL,
      buyer_name text NOT NULL,
      buyer_tax_code text NOT NULL DEFAULT '',
      payment_method text NOT NULL,
      error text,
      reissues integer NOT NULL DEFAULT 0,
      mail_after boolean NOT NULL DEFAULT false,
      sale_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      issued_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (id_app, id)
    );
    CREATE UNIQUE INDEX einvoices_original ON einvoices (id_app, order_id) WHERE kind = 'original';
    CREATE INDEX einvoices_sale ON einvoices (id_app, sale_at)`,
  },
  {
    id: 44,
    name: 'data_requests_inbox',
    // The console's requests inbox (decision 063): a guest's request by e-mail is a row from the
    // code's sending, listed once its code is confirmed; the owner records a request received by
    // letter, phone or the shop's own mail ('manual', with a note) and marks it done (done_by).
    sql: `
      ALTER TABLE data_requests DROP CONSTRAINT data_requests_channel_check;
      ALTER TABLE data_requests ADD CONSTRAINT data_requests_channel_check
        CHECK (channel IN ('self-service', 'email', 'manual'));
      ALTER TABLE data_requests ADD COLUMN confirmed boolean NOT NULL DEFAULT true;
      ALTER TABLE data_requests ADD COLUMN note text NOT NULL DEFAULT '';
      ALTER TABLE data_requests ADD COLUMN done_by text NOT NULL DEFAULT ''
    `,
  },
  {
    id: 45,
    name: 'wallet_payment_methods',
    // MoMo and ZaloPay beside VNPay (decisions 056, 057): a shop seeded before gets the two
    // methods, off (the owner turns them on in the console), beside its seeded VNPay method.
    sql: walletMethodsSql(),
  },
  {
    id: 49,
    name: 'reviews',
    // Product reviews (issue 33, decision 047): one per line of a delivered order (the unique key),
    // by its buyer's owner key; the author's shown name is kept apart so deleting the account
    // clears it. The settings row holds the moderation choice and the word filter list.
    sql: `
      CREATE TABLE reviews (
        id_app text NOT NULL,
        id char(24) NOT NULL,
        order_id char(24) NOT NULL,
        line integer NOT NULL,
        product text NOT NULL,
        variant text,
        owner text NOT NULL,
        author text,
        stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        body text NOT NULL DEFAULT '',
        photos jsonb NOT NULL DEFAULT '[]',
        status text NOT NULL CHECK (status IN ('pending', 'published', 'hidden')),
        held_for text,
        reply text,
        replied_at timestamptz,
        replied_by text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (id_app, id),
        UNIQUE (id_app, order_id, line)
      );
      CREATE INDEX reviews_product ON reviews (id_app, product, status, created_at);
      CREATE INDEX reviews_owner ON reviews (id_app, owner);
      CREATE INDEX reviews_status ON reviews (id_app, status, created_at);
      CREATE TABLE review_settings (
        id_app text PRIMARY KEY,
        publish_at_once boolean NOT NULL DEFAULT false,
        words jsonb NOT NULL DEFAULT '[]',
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `,
  },
  {
    id: 38,
    name: 'reminders',
    // Reminders (issue 34, decision 064): an abandoned cart's (kind 'cart': the cart's owner, at
    // most one open per owner, the reminders it sent) and a back-in-stock request's (kind 'stock':
    // the product line and who asked, one open per line and contact). \`sends\` and the send times
    // count what went out; \`order_id\` is the order that followed, for the console's dashboard.
    sql: `
      CREATE TABLE reminders (
        id_app text NOT NULL,
        id char(24) NOT NULL,
        kind text NOT NULL CHECK (kind IN ('cart', 'stock')),
        owner text,
        contact text,
        user_id char(24),
        product_id char(24),
        ma_vt text,
        variant text NOT NULL DEFAULT '',
        lang text NOT NULL DEFAULT 'vi',
        origin text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sends integer NOT NULL DEFAULT 0,
        first_sent_at timestamptz,
        last_sent_at timestamptz,
        ended_at timestamptz,
        ended_reason text,
        order_id char(24),
        ordered_at timestamptz,
        PRIMARY KEY (id_app, id)
      );
      CREATE UNIQUE INDEX reminders_open_cart ON reminders (id_app, owner)
        WHERE kind = 'cart' AND ended_at IS NULL;
      CREATE UNIQUE INDEX reminders_open_stock ON reminders (id_app, ma_vt, variant, contact)
        WHERE kind = 'stock' AND ended_at IS NULL;
      CREATE INDEX reminders_sent ON reminders (id_app, first_sent_at) WHERE first_sent_at IS NOT NULL
    `,
  },
  {
    id: 50,
    name: 'zns_opt_outs',
    // A shopper who stopped Zalo messages from the account page (issue 34, decision 061 addendum):
    // one row per account, with the owner key its orders carry and its phone, so the statement
    // that writes an order's ZNS and the code's mailer skip them (no row: Zalo news as before).
    sql: `
      CREATE TABLE zns_opt_outs (
        id_app text NOT NULL,
        user_id char(24) NOT NULL,
        owner text NOT NULL,
        phone text,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (id_app, user_id)
      );
      CREATE INDEX zns_opt_outs_owner ON zns_opt_outs (id_app, owner);
      CREATE INDEX zns_opt_outs_phone ON zns_opt_outs (phone) WHERE phone IS NOT NULL
    `,
  },
  {
    id: 52,
    name: 'order_inbox_without_drafts',
    // Checkout drafts ('LCT') are never in the inbox (INBOX_STATUSES), yet they had an inbox status:
    // each draft's insert, every repricing and its placement wrote the inbox's four indexes, built
    // its inbox_terms (the regexp-heavy function above) and moved a counter row in and out of
    // inbox_counts, the placement doing so while it held the order-number row that every placement
    // of the app waits for (issue 28, decision 072). A draft now has no inbox status and no terms:
    // it is in no inbox index and no counter; its placement adds it once. PostgreSQL 15 cannot
    // change a generated column's expression, so the two columns, their indexes and the counters'
    // triggers are made again as migrations 13 and 21 made them, and the drafts' counts leave.
    sql: `
      DROP TRIGGER documents_inbox_counts_insert ON documents;
      DROP TRIGGER documents_inbox_counts_update ON documents;
      DROP TRIGGER documents_inbox_counts_delete ON documents;
      DROP INDEX documents_inbox_placed;
      DROP INDEX documents_inbox_total;
      DROP INDEX documents_inbox_counts;
      DROP INDEX documents_inbox_terms;
      ALTER TABLE documents DROP COLUMN inbox_terms, DROP COLUMN inbox_status;
      ALTER TABLE documents
        ADD COLUMN inbox_status text GENERATED ALWAYS AS
          (CASE WHEN collection = 'so1' AND data->>'trang_thai' <> 'LCT'
            THEN data->>'trang_thai' END) STORED,
        ADD COLUMN inbox_terms tsvector GENERATED ALWAYS AS
          (CASE WHEN collection = 'so1' AND data->>'trang_thai' <> 'LCT'
            THEN inbox_terms(data->>'so_ct', data->>'ten_nguoi_nhan', data->>'email_nguoi_nhan',
              data->>'sdt_nguoi_nhan') END) STORED;
      CREATE INDEX documents_inbox_placed ON documents (id_app, inbox_placed, id)
        INCLUDE (inbox_status, inbox_method, inbox_paid, inbox_carrier)
        WHERE collection = 'so1' AND inbox_status IS NOT NULL;
      CREATE INDEX documents_inbox_total ON documents (id_app, inbox_total, id) WHERE collection = 'so1' AND inbox_status IS NOT NULL;
      CREATE INDEX documents_inbox_counts ON documents
        (id_app, inbox_status, inbox_method, inbox_paid, inbox_carrier, inbox_placed) WHERE collection = 'so1' AND inbox_status IS NOT NULL;
      CREATE INDEX documents_inbox_terms ON documents USING gin (inbox_terms)
        WHERE collection = 'so1' AND inbox_status IS NOT NULL;
      ${INBOX_COUNT_TRIGGERS}
      DELETE FROM inbox_counts WHERE status = 'LCT';
      ANALYZE documents
    `,
  },
  {
    id: 55,
    name: 'carrier_address_refresh',
    // GHN's address mapping refreshed from its master data (decision 066 addendum): the carrier's
    // wards as last read (for staff to assign a unit by hand), the current units that did not map
    // with why, and where a mapping came from (a refresh replaces its own rows, never a manual one).
    sql: `
      ALTER TABLE carrier_addresses ADD COLUMN source text NOT NULL DEFAULT 'refresh';
      CREATE TABLE carrier_units (
        carrier text NOT NULL,
        district_id integer NOT NULL,
        ward_code text NOT NULL,
        province text NOT NULL,
        district text NOT NULL,
        ward text NOT NULL,
        refreshed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (carrier, district_id, ward_code)
      );
      CREATE TABLE carrier_address_gaps (
        carrier text NOT NULL,
        province_key text NOT NULL,
        ward_key text NOT NULL,
        province text NOT NULL,
        ward text NOT NULL,
        reason text NOT NULL,
        former text NOT NULL DEFAULT '',
        refreshed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (carrier, province_key, ward_key)
      )
    `,
  },
  {
    id: 57,
    name: 'einvoice_adjustments',
    // A refund of an invoiced order (issue 32, decision 059 addendum): an 'adjustment' row, its
    // total the refund (negative), state 'needs-adjustment' until the accountant makes it at the
    // provider; one per refund (refund_id).
    sql: `
      ALTER TABLE einvoices DROP CONSTRAINT einvoices_kind_check;
      ALTER TABLE einvoices ADD CONSTRAINT einvoices_kind_check
        CHECK (kind IN ('original', 'replacement', 'adjustment'));
      ALTER TABLE einvoices DROP CONSTRAINT einvoices_state_check;
      ALTER TABLE einvoices ADD CONSTRAINT einvoices_state_check
        CHECK (state IN ('waiting', 'issued', 'failed', 'needs-adjustment'));
      ALTER TABLE einvoices ADD COLUMN refund_id text;
      CREATE UNIQUE INDEX einvoices_refund ON einvoices (id_app, refund_id) WHERE refund_id IS NOT NULL
    `,
  },
  {
    id: 59,
    name: 'returns',
    // Returns and exchanges (issue 33, decision 076): a shopper's request of a delivered order, its
    // lines (index in the order's details, units, refund of each), the refund the rules computed;
    // 'rejected' requests give their units back to what may still be returned.
    sql: `
      CREATE TABLE returns (
        id_app text NOT NULL,
        id char(24) NOT NULL,
        order_id char(24) NOT NULL,
        owner text NOT NULL,
        status text NOT NULL DEFAULT 'new'
          CHECK (status IN ('new', 'approved', 'received', 'refunded', 'exchanged', 'rejected')),
        resolution text NOT NULL CHECK (resolution IN ('refund', 'exchange')),
        reason text NOT NULL,
        note text NOT NULL DEFAULT '',
        lines jsonb NOT NULL,
        refund_amount bigint NOT NULL,
        shipping_refund bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (id_app, id)
      );
      CREATE INDEX returns_order ON returns (id_app, order_id);
      CREATE INDEX returns_owner ON returns (id_app, owner, created_at);
      CREATE INDEX returns_status ON returns (id_app, status, created_at)
    `,
  },
  {
    id: 60,
    name: 'returns_steps',
    // The console's steps of a return (issue 33, decision 077): the photos and video sent with it
    // (files of the same shopper, group 'return'), the steps after the request (status, at, the
    // note the shopper is told, the console user, an internal reason), how it was approved and
    // received, the refund asked through the payment module and the exchange order.
    sql: `
      ALTER TABLE returns ADD COLUMN media jsonb NOT NULL DEFAULT '[]'::jsonb;
      ALTER TABLE returns ADD COLUMN steps jsonb NOT NULL DEFAULT '[]'::jsonb;
      ALTER TABLE returns ADD COLUMN instructions text CHECK (instructions IN ('send-back', 'keep'));
      ALTER TABLE returns ADD COLUMN receive_action text CHECK (receive_action IN ('restock', 'write-off'));
      ALTER TABLE returns ADD COLUMN refund_id text;
      ALTER TABLE returns ADD COLUMN exchange_order_id char(24)
    `,
  },
  {
    id: 61,
    name: 'inbox_functions_plpgsql',
    // Issue 28: placing an order computes the order's inbox_terms (a generated column) and adds it to
    // its inbox counter (a trigger). Both were SQL functions that cannot be inlined, so PostgreSQL
    // planned their bodies again at every statement that called them (pg_stat_statements: 3.1 and
    // 2.3 ms a placed order at load 22, the INSERT inside the counter 0.6). The same bodies in
    // PL/pgSQL keep their plans for the connection. Same results (the same query; checked on 2,000
    // orders), so the stored column and its index stay valid.
    sql: `
      CREATE OR REPLACE FUNCTION inbox_terms(code text, name text, email text, phone text) RETURNS tsvector
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
      BEGIN
        RETURN (${INBOX_TERMS_QUERY});
      END
      $fn$;
      CREATE OR REPLACE FUNCTION inbox_count_add(d documents, delta integer) RETURNS void LANGUAGE plpgsql AS $fn$
      BEGIN
        ${INBOX_COUNT_ADD};
      END
      $fn$
    `,
  },
  {
    id: 62,
    name: 'inbox_terms_generic_plan',
    // Issue 28: migration 61's PL/pgSQL inbox_terms kept its query prepared, but PostgreSQL still
    // planned it again at every placed order: its generic plan (generate_series over parameters,
    // guessed at a thousand rows) looked dearer than a plan made for each call's values, so the
    // plan cache chose a new custom plan each time (pg_stat_statements with track_planning: 200
    // plans in 200 calls, 1.6 ms of planning a call at load 30; hidden from total_exec_time).
    // The plan has one shape whatever the values, so the function always takes the generic one:
    // planned once per connection. Same query, same results.
    sql: `ALTER FUNCTION inbox_terms(text, text, text, text) SET plan_cache_mode = force_generic_plan`,
  },
  {
    id: 64,
    name: 'orders_inbox_by_trigger',
    // Issue 28: the seven inbox columns were stored generated columns, so every write of any order
    // computed them all again, its inbox_terms too (a query of regular expressions, DISTINCT and
    // generate_series run through the executor at each call, about a third of PostgreSQL's time
    // for a placed order), though a payment, a status or a carrier never changes the code, name,
    // e-mail or phone the terms are made of. The columns become plain (DROP EXPRESSION keeps their
    // values) and one BEFORE trigger, on orders only, sets them with the same expressions; it
    // keeps the old terms when an update leaves those four fields as they were. inbox_terms
    // computes the same lexemes without a query: PL/pgSQL expressions and two loops, the
    // duplicates left to array_to_tsvector, which sorts and removes them (inbox-columns.test.ts
    // compares both on varied orders, both engines). Without a query there is no plan to cache,
    // so migration 62's setting goes: a function with a SET clause pays for it at every call.
    sql: `
      ALTER TABLE documents ALTER COLUMN inbox_status DROP EXPRESSION, ALTER COLUMN inbox_placed DROP EXPRESSION,
        ALTER COLUMN inbox_method DROP EXPRESSION, ALTER COLUMN inbox_paid DROP EXPRESSION,
        ALTER COLUMN inbox_carrier DROP EXPRESSION, ALTER COLUMN inbox_total DROP EXPRESSION,
        ALTER COLUMN inbox_terms DROP EXPRESSION;
      ALTER FUNCTION inbox_terms(text, text, text, text) RESET plan_cache_mode;
      CREATE OR REPLACE FUNCTION inbox_terms(code text, name text, email text, phone text) RETURNS tsvector
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $fn$
      DECLARE
        terms text[] := regexp_split_to_array(translate(lower(COALESCE(code, '') || ' ' || COALESCE(name, '')
          || ' ' || COALESCE(email, '')), '${FOLD_FROM}', '${FOLD_TO}'), '[^a-z0-9]+');
        folded text := regexp_replace(translate(lower(COALESCE(code, '')), '${FOLD_FROM}', '${FOLD_TO}'),
          '[^a-z0-9]+', '', 'g');
        digits text := regexp_replace(COALESCE(phone, ''), '[^0-9]+', '', 'g');
      BEGIN
        FOR i IN 2 .. length(folded) - 2 LOOP
          terms := terms || substr(folded, i);
        END LOOP;
        FOR i IN 1 .. length(digits) - 2 LOOP
          terms := terms || substr(digits, i);
        END LOOP;
        RETURN array_to_tsvector(array_remove(terms, ''));
      END
      $fn$;
      CREATE FUNCTION documents_inbox_columns() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        d jsonb := NEW.data;
      BEGIN
        NEW.inbox_placed := d->>'ngay_ct';
        NEW.inbox_method := d->>'pt_thanh_toan';
        NEW.inbox_paid := COALESCE(d->>'trang_thai_tt', '0');
        NEW.inbox_carrier := d->>'don_vi_vc';
        NEW.inbox_total := CASE WHEN jsonb_typeof(d->'t_tt_nt') = 'number' THEN (d->>'t_tt_nt')::numeric END;
        IF d->>'trang_thai' <> 'LCT' THEN
          NEW.inbox_status := d->>'trang_thai';
          IF TG_OP = 'UPDATE' AND OLD.inbox_terms IS NOT NULL
            AND (OLD.data->>'so_ct', OLD.data->>'ten_nguoi_nhan', OLD.data->>'email_nguoi_nhan', OLD.data->>'sdt_nguoi_nhan')
              IS NOT DISTINCT FROM (d->>'so_ct', d->>'ten_nguoi_nhan', d->>'email_nguoi_nhan', d->>'sdt_nguoi_nhan') THEN
            NEW.inbox_terms := OLD.inbox_terms;
          ELSE
            NEW.inbox_terms := inbox_terms(d->>'so_ct', d->>'ten_nguoi_nhan', d->>'email_nguoi_nhan', d->>'sdt_nguoi_nhan');
          END IF;
        ELSE
          NEW.inbox_status := NULL;
          NEW.inbox_terms := NULL;
        END IF;
        RETURN NEW;
      END
      $fn$;
      CREATE TRIGGER documents_inbox_columns BEFORE INSERT OR UPDATE ON documents FOR EACH ROW
        WHEN (NEW.collection = 'so1') EXECUTE FUNCTION documents_inbox_columns()
    `,
  },
  {
    id: 65,
    name: 'lz4_for_large_values',
    // Issue 28: PostgreSQL compresses a value of more than about 2 KB before it stores it, with
    // pglz by default: an order and its version at every write, the order mail's rendered body and
    // HTML (perf over the orders bench: pglz_compress about 4 % of PostgreSQL's CPU). LZ4 compresses
    // several times faster at a similar ratio; the column's method applies to values written from
    // now on (old ones stay readable as they are). An engine built without LZ4 (PGlite) keeps pglz.
    sql: `
      DO $do$
      BEGIN
        ALTER TABLE documents ALTER COLUMN data SET COMPRESSION lz4;
        ALTER TABLE document_versions ALTER COLUMN data SET COMPRESSION lz4;
        ALTER TABLE outbox ALTER COLUMN body SET COMPRESSION lz4, ALTER COLUMN html SET COMPRESSION lz4,
          ALTER COLUMN data SET COMPRESSION lz4;
      EXCEPTION WHEN feature_not_supported THEN
        NULL;
      END
      $do$
    `,
  },
  {
    id: 66,
    name: 'indexes_without_what_they_do_not_serve',
    // Issue 28: every write of a document took an entry in every index of the table, whatever its
    // collection: a cart line in the index of slugs, a product in that of order numbers, and every
    // path of a cart line, a draft and an order in the containment index (migration 2). Measured
    // over the orders bench (pg_stat_statements): 30 KiB of WAL and 305 buffer pages an order
    // before, 22 KiB and 234 after.
    // - The containment index leaves cart lines and orders out: nothing looks them up by
    //   containment that an owner, a status or a number does not narrow first (a shopper's own
    //   lists; the console's order inbox has its own columns). The planner uses a partial index
    //   where it can prove the predicate: the generic list's statements are planned with their
    //   values (unnamed), and the others write their collection out.
    // - The indexes of one field hold the rows that have it: every statement they serve compares
    //   the field with = or IN, which a row without it cannot satisfy, so the planner proves the
    //   predicate whatever the values.
    sql: `
      DROP INDEX documents_data;
      CREATE INDEX documents_data ON documents USING gin (data jsonb_path_ops)
        WHERE collection NOT IN ('cart', 'so1');
      DROP INDEX documents_owner;
      CREATE INDEX documents_owner ON documents (id_app, collection, owner, created_at) WHERE owner IS NOT NULL;
      DROP INDEX documents_status;
      CREATE INDEX documents_status ON documents (id_app, collection, (data->>'trang_thai'))
        WHERE (data->>'trang_thai') IS NOT NULL;
      DROP INDEX documents_slug;
      CREATE INDEX documents_slug ON documents (id_app, collection, (data->>'slug'), (data->>'ngon_ngu'))
        WHERE (data->>'slug') IS NOT NULL;
      DROP INDEX documents_ma;
      CREATE INDEX documents_ma ON documents (id_app, collection, (data->>'ma')) WHERE (data->>'ma') IS NOT NULL;
      DROP INDEX documents_so_ct;
      CREATE INDEX documents_so_ct ON documents (id_app, collection, (data->>'so_ct'))
        WHERE (data->>'so_ct') IS NOT NULL
    `,
  },
  {
    id: 67,
    name: 'drafts_by_owner',
    // Issue 28: entering checkout deletes the shopper's older drafts (commerce/drafts.ts), which
    // read every order of the shopper to find them (the bench's guests, with about a hundred orders
    // each: 13 buffer pages a call). Drafts are few at any time: placing one makes it leave this
    // index, the retention deletes the abandoned (privacy/retention.ts).
    sql: `CREATE INDEX documents_drafts ON documents (id_app, owner)
      WHERE collection = 'so1' AND (data->>'trang_thai') = 'LCT'`,
  },
];

function returnedStatusSql(): string {
  const returned = orderStatuses.find((status) => status.ma === '4');
  if (!returned) throw new Error('migration 40: the domain has no status 4');
  const json = JSON.stringify(returned).replaceAll("'", "''");
  return `WITH inserted AS (
      INSERT INTO documents (id_app, collection, id, data)
      SELECT '${GLOBAL_APP}', 'trangthai', '${returned._id}', '${json}'::jsonb
      WHERE EXISTS (SELECT 1 FROM documents WHERE id_app = '${GLOBAL_APP}' AND collection = 'trangthai' AND data->>'ma_ct' = 'SO1')
        AND NOT EXISTS (SELECT 1 FROM documents WHERE id_app = '${GLOBAL_APP}' AND collection = 'trangthai'
          AND data->>'ma_ct' = 'SO1' AND data->>'ma' = '4')
      ON CONFLICT (id_app, collection, id) DO NOTHING
      RETURNING id, data)
    INSERT INTO document_versions (id_app, collection, id, version, data, changed_by)
    SELECT '${GLOBAL_APP}', 'trangthai', id, 1, data, 'migration' FROM inserted`;
}

function walletMethodsSql(): string {
  const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
  return WALLET_METHODS.map(
    (method) => `INSERT INTO documents (id_app, collection, id, data, owner)
      SELECT id_app, collection, ${literal(method._id)},
        data || ${literal(JSON.stringify({ ...method, online: false }))}::jsonb, owner
      FROM documents WHERE collection = 'ptthanhtoan' AND id = ${literal(E_WALLET_ID)}
      ON CONFLICT DO NOTHING;`,
  ).join('\n');
}

function categoryDescriptionsSql(): string {
  const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
  return Object.entries(CATEGORY_DESCRIPTIONS)
    .map(
      ([code, texts]) => `UPDATE documents SET data = data || ${literal(JSON.stringify(texts))}::jsonb
        WHERE id_app = ${literal(GLOBAL_APP)} AND collection = 'ecomcategories'
          AND data->>'loai' = 'san-pham' AND data->>'ma' = ${literal(code)} AND data->>'mo_ta' IS NULL;`,
    )
    .join('\n');
}

/** Applies what is missing, each migration in its own transaction under an advisory lock, so two
 * processes starting together on one PostgreSQL apply each migration once. */
export async function applyMigrations(db: Database): Promise<number[]> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(724001)');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [migration.id]);
      if (done.length > 0) return false;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [
        migration.id,
        migration.name,
      ]);
      return true;
    });
    if (didApply) applied.push(migration.id);
  }
  return applied;
}

/**
 * Extended-protocol queries take one statement each: the migration is cut at each semicolon outside
 * a dollar-quoted body ($fn$ … $fn$, a function's), the only place our migrations put semicolons.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let quote: string | null = null;
  const tag = /\$[A-Za-z_]*\$|;/g;
  for (let match = tag.exec(sql); match !== null; match = tag.exec(sql)) {
    const token = match[0];
    if (token === ';') {
      if (quote !== null) continue;
      statements.push(sql.slice(start, match.index));
      start = match.index + 1;
    } else if (quote === null) quote = token;
    else if (quote === token) quote = null;
  }
  statements.push(sql.slice(start));
  return statements.map((part) => part.trim()).filter((part) => part.length > 0);
}
