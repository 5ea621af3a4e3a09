import type { QuarterlyLeversView } from '@ai-council/contracts';
import { formatCents } from '@ai-council/rules';
import { Input, Label, Select, cn } from '@ai-council/ui';
import type { ReactNode } from 'react';
import {
  FINANCING_LABELS,
  HIRING_LABELS,
  stakePercent,
  type FinancingChoice,
  type HiringChoice,
  type LeversField,
  type LeversForm,
  type ReadForm,
} from '../lib/quarterly-levers';

/** What every field of the levers editor reads and changes. */
export interface LeverFieldsProps {
  view: QuarterlyLeversView;
  form: LeversForm;
  errors: ReadForm['errors'];
  /** The element id of a field, unique to this editor. */
  fieldId: (field: string) => string;
  change: (patch: Partial<LeversForm>) => void;
}

/** One labelled field with its hint, or what to fix in its place. */
function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: ReactNode;
  error: string | undefined;
  children: (describedBy: string) => ReactNode;
}) {
  const describedBy = `${id}-hint`;
  return (
    <div className="ui-field fin-levers__field">
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      <p
        id={describedBy}
        className={cn('ui-field__hint', error && 'text-danger')}
        role={error ? 'alert' : undefined}
      >
        {error ?? hint}
      </p>
    </div>
  );
}

/** The props of a number typed into one field of the form. */
const numeric = ({ form, errors, fieldId, change }: LeverFieldsProps, field: LeversField) => ({
  id: fieldId(field),
  inputMode: 'numeric' as const,
  invalid: Boolean(errors[field]),
  value: form[field],
  onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
});

const optionsOf = <Choice extends string>(labels: Record<Choice, string>) =>
  (Object.keys(labels) as Choice[]).map((value) => ({ value, label: labels[value] }));

/** A lever that is one number: the price change, a budget. */
function NumberField({
  props,
  field,
  label,
  hint,
  testId,
}: {
  props: LeverFieldsProps;
  field: LeversField;
  label: string;
  hint: string;
  testId: string;
}) {
  return (
    <Field id={props.fieldId(field)} label={label} error={props.errors[field]} hint={hint}>
      {(describedBy) => (
        <Input {...numeric(props, field)} aria-describedby={describedBy} data-testid={testId} />
      )}
    </Field>
  );
}

function HiringField(props: LeverFieldsProps) {
  const { form, errors, fieldId, change, view } = props;
  return (
    <Field
      id={fieldId('hiring')}
      label="Hiring plan"
      error={errors.hires}
      hint={
        form.hiring === 'hire'
          ? `About ${formatCents(view.limits.costPerHire)} of payroll and equipment per hire this quarter.`
          : form.hiring === 'freeze'
            ? 'The headcount holds this quarter, whatever the work needs.'
            : 'Hires follow the work (the default).'
      }
    >
      {(describedBy) => (
        <div className="fin-levers__pair">
          <Select
            id={fieldId('hiring')}
            value={form.hiring}
            onValueChange={(value) => change({ hiring: value as HiringChoice })}
            options={optionsOf(HIRING_LABELS)}
            aria-describedby={describedBy}
            data-testid="lever-hiring"
          />
          {form.hiring === 'hire' ? (
            <Input
              {...numeric(props, 'hires')}
              aria-label="Extra hires"
              aria-describedby={describedBy}
              placeholder={`1-${view.limits.maxHires}`}
              className="fin-levers__count"
              data-testid="lever-hires"
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}

function FinancingField(props: LeverFieldsProps) {
  const { form, errors, fieldId, change } = props;
  const { limits, financing } = props.view;
  return (
    <Field
      id={fieldId('financing')}
      label="Financing"
      error={errors.financingAmount}
      hint={
        form.financing === 'credit-line'
          ? `Up to ${formatCents(limits.maxCreditLine)}: ${financing.creditLineRatePercent}% interest a quarter (the bank loan: ${financing.bankLoanRatePercent}%), repaid over ${financing.creditLineTermQuarters} quarters.`
          : form.financing === 'raise-capital'
            ? `Up to ${formatCents(limits.maxCapitalRaise)}, at the company's net worth: your stake (now ${stakePercent(financing.stake)}) falls, and the final score is multiplied by it.`
            : 'One-off cash for this quarter: a credit line, or capital that dilutes your score.'
      }
    >
      {(describedBy) => (
        <div className="fin-levers__pair">
          <Select
            id={fieldId('financing')}
            value={form.financing}
            onValueChange={(value) => change({ financing: value as FinancingChoice })}
            options={optionsOf(FINANCING_LABELS)}
            aria-describedby={describedBy}
            data-testid="lever-financing"
          />
          {form.financing !== 'none' ? (
            <Input
              {...numeric(props, 'financingAmount')}
              aria-label="Financing amount ($)"
              aria-describedby={describedBy}
              className="fin-levers__amount"
              data-testid="lever-financing-amount"
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}

/** The five levers of a quarter: price, hiring, the two budgets, financing. */
export function LeverFields(props: LeverFieldsProps) {
  const { limits } = props.view;
  const fullEffect = formatCents(limits.budgetForFullEffect);
  return (
    <div className="fin-levers__grid">
      <NumberField
        props={props}
        field="priceChangePercent"
        label="Price change (%)"
        hint={`-${limits.maxPriceChangePercent} to +${limits.maxPriceChangePercent}: a rise earns more on each sale and loses some share.`}
        testId="lever-price"
      />
      <HiringField {...props} />
      <NumberField
        props={props}
        field="marketingBudget"
        label="Marketing budget ($)"
        hint={`Extra spend for the quarter; brand and pipeline gain most from about ${fullEffect}.`}
        testId="lever-marketing"
      />
      <NumberField
        props={props}
        field="researchBudget"
        label="R&D budget ($)"
        hint={`Extra spend for the quarter; tech debt and quality gain most from about ${fullEffect}.`}
        testId="lever-research"
      />
      <FinancingField {...props} />
    </div>
  );
}
