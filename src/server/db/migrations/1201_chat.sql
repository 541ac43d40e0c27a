-- Support chat (docs/chat.md). One conversation per customer (or guest) and distribution centre;
-- closing it keeps the history and the customer's next message opens it again.
CREATE TABLE chat_conversations (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'customer' (customer_code) or 'guest' (the guest token's UserId, GUEST-<uuid>).
  owner_kind text NOT NULL CHECK (owner_kind IN ('customer', 'guest')),
  owner_id text NOT NULL,
  owner_name text NOT NULL DEFAULT '',
  owner_mobile text NOT NULL DEFAULT '',
  sale_unit text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  -- Merchant user answering it (NULL: unassigned).
  assigned_to text,
  -- The customer's own salesperson when the conversation started (CHAT_RELEVANT_SALES_ONLY).
  sales_id text,
  last_message_id bigint NOT NULL DEFAULT 0,
  last_message_at timestamptz,
  last_preview text NOT NULL DEFAULT '',
  last_sender text NOT NULL DEFAULT '',
  last_kind text NOT NULL DEFAULT '',
  -- Read receipts: the last message id each side has seen.
  customer_read_id bigint NOT NULL DEFAULT 0,
  staff_read_id bigint NOT NULL DEFAULT 0,
  -- Last customer message id, so "unread by staff" needs no count over messages.
  last_customer_message_id bigint NOT NULL DEFAULT 0,
  last_staff_message_id bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant_id, owner_kind, owner_id, sale_unit)
);
CREATE INDEX chat_conversations_inbox ON chat_conversations (tenant_id, sale_unit, last_message_at DESC);
CREATE INDEX chat_conversations_search ON chat_conversations USING gin ((owner_id || ' ' || owner_name || ' ' || owner_mobile) gin_trgm_ops);

-- Message ids come from one sequence, taken under a per-tenant transaction lock, so they commit in
-- increasing order: a client resuming "after id N" can never miss a message committed later with
-- a smaller id.
CREATE TABLE chat_messages (
  tenant_id text NOT NULL,
  id bigint PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  sender_kind text NOT NULL CHECK (sender_kind IN ('customer', 'guest', 'staff')),
  sender_id text NOT NULL,
  sender_name text NOT NULL DEFAULT '',
  -- The sender's own id for the message (retries and reconnects never duplicate it).
  client_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('text', 'image', 'order', 'product')),
  body text NOT NULL DEFAULT '',
  upload_id text,
  card jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, sender_kind, sender_id, client_id)
);
CREATE SEQUENCE chat_message_ids;
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id DESC);
CREATE INDEX chat_messages_tenant ON chat_messages (tenant_id, id);
CREATE INDEX chat_messages_upload ON chat_messages (tenant_id, upload_id) WHERE upload_id IS NOT NULL;

-- Canned answers the staff pick from (per tenant; optionally one centre).
CREATE TABLE chat_quick_replies (
  tenant_id text NOT NULL,
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sale_unit text,
  title text NOT NULL,
  body text NOT NULL,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_quick_replies_tenant ON chat_quick_replies (tenant_id, id);

-- Open live streams per customer and server process (offline notification). A process refreshes its
-- rows while it holds streams; rows older than 90 s count as gone (a crashed process).
CREATE TABLE chat_presence (
  tenant_id text NOT NULL,
  owner_kind text NOT NULL,
  owner_id text NOT NULL,
  process_id text NOT NULL,
  streams integer NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, owner_kind, owner_id, process_id)
);
