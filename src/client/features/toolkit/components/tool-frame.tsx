import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { MARKETPLACE_CODES, MARKETPLACES } from '#domain/marketplaces.ts';

/*
 * The frame the toolkit's tools share (analyzer, multi-market, seasonal trends, scanner, ROI): each
 * panel had written it again, so a change of look was four or five edits. A tool is a titled card;
 * its form (TOOL_FORM_GRID) lays its fields in columns that fit the card's width (one under the other on a phone),
 * the run button at the foot of the last cell, the form's first problem under the fields, and the
 * tool's answer or failure below the form.
 */

/** A tool's card: title, description, then the form and what it answered, one under the other. */
export function ToolCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}

/**
 * A tool's form's layout: as many columns of at least 12rem as the card holds (a class, not a
 * component: the form itself stays in its panel, beside the useZodForm that feeds it, ADR 110).
 */
export const TOOL_FORM_GRID = 'grid gap-3 grid-cols-[repeat(auto-fit,minmax(min(12rem,100%),1fr))]';

/** The run button, in a cell of its own and level with the fields' inputs; says it runs while it does. */
export function RunButton({ pending, run, running }: { pending: boolean; run: string; running: string }) {
  return (
    <div className="flex items-end">
      <Button type="submit" className="w-full" disabled={pending}>
        {pending ? running : run}
      </Button>
    </div>
  );
}

/** What is wrong with the form (already translated), across every column; nothing when all is well. */
export function FormProblem({ message }: { message: string | false | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-destructive col-span-full">
      {message}
    </p>
  );
}

/** Why the tool's request failed, in the user's language; nothing while it has not failed. */
export function ToolError({ error }: { error: unknown }) {
  const errorMessage = useErrorMessage();
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {errorMessage(error)}
    </p>
  );
}

/** The 8 marketplaces as a select's options, by country name (and their currency where amounts are typed). */
export function MarketplaceOptions({ withCurrency = false }: { withCurrency?: boolean }) {
  const { t } = useTranslation('toolkit');
  return MARKETPLACE_CODES.map((code) => (
    <option key={code} value={code}>
      {t(`marketplaces.${code}`)}
      {withCurrency && ` (${MARKETPLACES[code].currency})`}
    </option>
  ));
}
