import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { catalogImportsQuery, useCatalogImport, useCatalogImports } from '../api/catalog-imports.ts';
import { CatalogImportForm } from './catalog-import-form.tsx';
import { ImportStatus, RecentImports } from './catalog-import-status.tsx';

/** Admin section: import a catalog CSV (public dataset format), follow its progress, read its report. */
export function CatalogImportSection() {
  const { t } = useTranslation('catalog');
  const [current, setCurrent] = useState<number | null>(null);
  const running = useCatalogImport(current);
  const recent = useCatalogImports();

  const status = running.data?.status;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status && status !== 'running')
      void queryClient.invalidateQueries({ queryKey: catalogImportsQuery.queryKey });
  }, [status, queryClient]);

  const imp = running.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('import.title')}</CardTitle>
        <CardDescription>{t('import.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <CatalogImportForm running={imp?.status === 'running'} onStarted={setCurrent} />
        <p className="text-xs text-muted-foreground">{t('import.formatHelp')}</p>
        {imp && <ImportStatus imp={imp} />}
        {recent.data && recent.data.imports.length > 0 && <RecentImports imports={recent.data.imports} />}
      </CardContent>
    </Card>
  );
}
