import { Button } from '@app/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../lib/i18n.ts';
import { session } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import common from '../locales/compiled/common.ts';

/** Ends the server session, clears local storage and goes to /login (spec). */
export function LogoutButton({ className }: { className?: string }) {
  const { t } = useT(common);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = trpc.accounts.logout.useMutation({
    onSettled() {
      session.clear();
      queryClient.clear();
      navigate({ to: '/login' });
    },
  });
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      busy={logout.isPending}
      onClick={() => logout.mutate()}
    >
      {t('common.logout')}
    </Button>
  );
}
