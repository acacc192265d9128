import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { formatDateTime } from '#client/lib/format.ts';
import type { AdminAction } from '#contracts/audit.ts';
import { useAuditLog } from '../api/audit-log.ts';

/** A short, readable summary of what an entry changed (its code or e-mail, when it has one). */
const subject = (entry: AdminAction) =>
  String(entry.details.code ?? entry.details.email ?? entry.targetId ?? '');

/** Admin console: every change made by an administrator, newest first. */
export function AuditLogSection() {
  const { t, i18n } = useTranslation('admin-billing');
  const log = useAuditLog();
  const entries = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <section aria-labelledby="audit-title">
      <Card>
        <CardHeader>
          <CardTitle id="audit-title">{t('audit.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <QueryStates
            query={log}
            skeletonClassName="h-24"
            loadError={t('admin:loadError')}
            isEmpty={entries.length === 0}
            empty={<p className="text-sm text-muted-foreground">{t('audit.empty')}</p>}
          >
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{t('audit.when')}</TableHead>
                  <TableHead>{t('audit.who')}</TableHead>
                  <TableHead>{t('audit.action')}</TableHead>
                  <TableHead>{t('audit.subject')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((e) => (
                  <TableRow key={e.id}>
                    <TableCell className="whitespace-nowrap">
                      {formatDateTime(e.createdAt, i18n.language)}
                    </TableCell>
                    <TableCell>{e.actorEmail}</TableCell>
                    <TableCell>{t(`audit.actions.${e.action}`, { defaultValue: e.action })}</TableCell>
                    <TableCell className="font-mono">{subject(e)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </QueryStates>
          {log.hasNextPage && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => log.fetchNextPage()}
              disabled={log.isFetchingNextPage}
            >
              {t('audit.more')}
            </Button>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
