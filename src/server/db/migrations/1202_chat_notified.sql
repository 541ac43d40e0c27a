-- Staff messages a customer was notified about while offline (chat-offline-notify job): one
-- notification per message however often the job runs.
CREATE TABLE chat_notified (
  tenant_id text NOT NULL,
  message_id bigint NOT NULL,
  result text NOT NULL,
  notified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, message_id)
);
