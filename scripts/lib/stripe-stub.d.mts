export interface StubIntent {
  id: string;
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  receipt_email: string | null;
  metadata: Record<string, string>;
}
export interface StubRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | null;
}
export function startStripeStub(): Promise<{
  url: string;
  intents: Map<string, StubIntent>;
  requests: StubRequest[];
  close: () => Promise<void>;
}>;
