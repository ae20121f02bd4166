import type { RouterInputs, RouterOutputs } from '@app/api';
import type { DeliveryStatus, RiderFailureReason } from '@app/api/enums';
import { TRPCClientError } from '@trpc/client';

type Portal = RouterOutputs['delivery']['portal'];
type Answer = RouterOutputs['delivery']['advance'];

type StepBase = {
  /** The change id the server remembers: a replay after a lost answer is not applied twice. */
  change_id: string;
  id: string;
  order_number: string;
};

/** One status change of the rider's, kept on the phone until the server has answered it. */
export type StatusStep = StepBase & {
  // Steps kept before the door check have no kind: every one of them is a status change.
  kind?: 'status';
  status: DeliveryStatus;
  otp?: string;
  reason?: RiderFailureReason;
  notes?: string;
  /** Rupees, with delivered for a cash-on-delivery order (decision 0065). */
  cash_collected?: number;
};

/** The goods checked at the door (what the customer keeps of each line), kept the same way. */
export type InspectionStep = StepBase & {
  kind: 'inspect';
  lines: RouterInputs['delivery']['inspect']['lines'];
};

export type Step = StatusStep | InspectionStep;
export type NewStep = Omit<StatusStep, 'change_id'> | Omit<InspectionStep, 'change_id'>;

export const isInspection = (s: Step): s is InspectionStep => s.kind === 'inspect';
export const isStatusStep = (s: Step): s is StatusStep => s.kind !== 'inspect';

/** The server's sentence for a refused step, by assignment id. */
export type Refusals = Record<string, { order_number: string; message: string }>;
type Kept = { steps: Step[]; refused: Refusals; sending: boolean };

/**
 * The rider's day kept on the phone (decision 0067): the last portal answer, the steps not yet
 * answered (strictly in the order they were made) and the server's sentence for a step it
 * refused, per assignment. Everything is under the rider's user id and is forgotten at logout;
 * another user's leftovers are removed when a rider opens the portal.
 */
const key = (userId: string, what: 'portal' | 'steps' | 'refused') => `rider:${userId}:${what}`;

function read<T>(k: string, fallback: T): T {
  try {
    return (JSON.parse(localStorage.getItem(k) ?? 'null') as T | null) ?? fallback;
  } catch {
    return fallback;
  }
}

let userId = '';
let state: Kept = { steps: [], refused: {}, sending: false };
const listeners = new Set<() => void>();

function set(next: Partial<Kept>) {
  state = { ...state, ...next };
  if (!userId) return;
  localStorage.setItem(key(userId, 'steps'), JSON.stringify(state.steps));
  localStorage.setItem(key(userId, 'refused'), JSON.stringify(state.refused));
  for (const l of listeners) l();
}

export const keptSteps = {
  /** Loads the rider's kept steps; drops whatever another user left on this phone. */
  open(id: string) {
    for (const k of Object.keys(localStorage))
      if (k.startsWith('rider:') && !k.startsWith(`rider:${id}:`)) localStorage.removeItem(k);
    userId = id;
    state = { steps: read(key(id, 'steps'), []), refused: read(key(id, 'refused'), {}), sending: false };
    for (const l of listeners) l();
  },
  forget() {
    for (const k of Object.keys(localStorage)) if (k.startsWith('rider:')) localStorage.removeItem(k);
    userId = '';
    state = { steps: [], refused: {}, sending: false };
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  get: () => state,
  portal: (id: string) => read<Portal | null>(key(id, 'portal'), null),
  keepPortal(id: string, data: Portal) {
    localStorage.setItem(key(id, 'portal'), JSON.stringify(data));
  },
  add(step: NewStep) {
    const { [step.id]: _, ...refused } = state.refused;
    set({ steps: [...state.steps, { ...step, change_id: crypto.randomUUID() } as Step], refused });
  },
  dismiss(assignmentId: string) {
    const { [assignmentId]: _, ...refused } = state.refused;
    set({ refused });
  },
};

/**
 * The server's refusal of a step (4xx), as its sentence; null when the step is to be sent again:
 * no answer (a lost connection), 5xx, 429 (tries counted) or 401 (the session ended; the step waits
 * for the rider to log in again, or is forgotten by the logout).
 */
const refusal = (e: unknown) => {
  const status =
    e instanceof TRPCClientError ? (e.data as { httpStatus?: number } | undefined)?.httpStatus : 0;
  return status && status < 500 && status !== 429 && status !== 401 ? (e as Error).message : null;
};

/**
 * Sends the kept steps one at a time, oldest first, stopping at the first one without an answer
 * (to be sent again, with the same change id, on the next call). A refused step is dropped with
 * the later steps of the same delivery, which depended on it; its sentence stays on the card.
 * Answers whether anything was sent.
 */
export async function sendKeptSteps(
  send: (step: Step) => Promise<Answer>,
  onSent: (step: Step, answer: Answer) => void,
) {
  if (state.sending || state.steps.length === 0 || !navigator.onLine) return false;
  set({ sending: true });
  let sent = false;
  try {
    while (state.steps.length > 0) {
      const [step] = state.steps as [Step];
      try {
        const answer = await send(step);
        sent = true;
        set({ steps: state.steps.slice(1) });
        onSent(step, answer);
      } catch (e) {
        const why = refusal(e);
        if (!why) break;
        sent = true;
        set({
          steps: state.steps.filter((s) => s.id !== step.id),
          refused: { ...state.refused, [step.id]: { order_number: step.order_number, message: why } },
        });
      }
    }
  } finally {
    set({ sending: false });
  }
  return sent;
}
