/** Values of approvals and budgets (decision 0113), in a module of their own: the SPA reads them. */
export const BUDGET_MODES = ['approval', 'refuse'] as const;
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'lapsed'] as const;
export const APPROVAL_REASONS = ['over_limit', 'off_list', 'over_budget'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];
