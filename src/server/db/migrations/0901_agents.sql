-- Agents and sales staff (docs/agents.md): an agent's own clients and assortment, a salesperson's
-- own customers, and the agent who placed an order while ordering for a client.

-- One agent per client: the agent who registered (or was given) the customer.
CREATE TABLE agent_clients (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  agent_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_code),
  FOREIGN KEY (tenant_id, customer_code) REFERENCES customers (tenant_id, customer_code) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, agent_code) REFERENCES customers (tenant_id, customer_code) ON DELETE CASCADE,
  CHECK (customer_code <> agent_code)
);
CREATE INDEX agent_clients_agent ON agent_clients (tenant_id, agent_code, created_at DESC);

-- The agent's assortment: which products they offer their clients and their own price per unit
-- (VAT included, at least what the agent pays; checked by the API when saved).
CREATE TABLE agent_products (
  tenant_id text NOT NULL,
  agent_code text NOT NULL,
  p_code text NOT NULL,
  price1 numeric(14, 2) CHECK (price1 > 0),
  price2 numeric(14, 2) CHECK (price2 > 0),
  price3 numeric(14, 2) CHECK (price3 > 0),
  visible boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, agent_code, p_code),
  FOREIGN KEY (tenant_id, agent_code) REFERENCES customers (tenant_id, customer_code) ON DELETE CASCADE,
  CHECK (price1 IS NOT NULL OR price2 IS NOT NULL OR price3 IS NOT NULL)
);

-- A salesperson's own customers: registered from the back office or the salesperson's QR code,
-- or clients of an agent who is the salesperson's customer.
CREATE TABLE salesperson_customers (
  tenant_id text NOT NULL,
  customer_code text NOT NULL,
  user_id text NOT NULL,
  sale_unit text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, customer_code),
  FOREIGN KEY (tenant_id, customer_code) REFERENCES customers (tenant_id, customer_code) ON DELETE CASCADE,
  FOREIGN KEY (tenant_id, user_id) REFERENCES merchant_users (tenant_id, user_id) ON DELETE CASCADE
);
CREATE INDEX salesperson_customers_user ON salesperson_customers (tenant_id, user_id, created_at DESC);

-- The agent who placed the order for their client (token ActorId with ActorKind 'agent'), else NULL.
ALTER TABLE orders ADD COLUMN agent_code text;
CREATE INDEX orders_agent ON orders (tenant_id, agent_code, created_at DESC) WHERE agent_code IS NOT NULL;
CREATE INDEX orders_salesperson ON orders (tenant_id, salesperson_id, created_at DESC) WHERE salesperson_id IS NOT NULL;
