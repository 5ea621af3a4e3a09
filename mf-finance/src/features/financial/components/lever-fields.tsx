import {
  FINANCING_CHOICES,
  HIRING_CHOICES,
  LEVER_CATALOGUE,
  type QuarterlyLeversView,
} from '@ai-council/contracts';
import { formatCents } from '@ai-council/rules';
import { Input, Label, Select, cn } from '@ai-council/ui';
import type { ReactNode } from 'react';
import { stakePercent, type LeversField, type LeversForm, type ReadForm } from '../lib/quarterly-levers';

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

/** The number a lever's choice needs beside it (how many hires, how much money). */
interface Amount {
  field: LeversField;
  label: string;
  placeholder?: string;
  className: string;
  testId: string;
}

/** A lever that is a choice, with its amount beside it when the choice takes one. */
function ChoiceField<Choice extends string>({
  props,
  id,
  label,
  hint,
  error,
  choice,
  labels,
  onChoose,
  testId,
  amount,
}: {
  props: LeverFieldsProps;
  id: string;
  label: string;
  hint: string;
  error: string | undefined;
  choice: Choice;
  labels: Record<Choice, string>;
  onChoose: (choice: Choice) => void;
  testId: string;
  amount: Amount | null;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(describedBy) => (
        <div className="fin-levers__pair">
          <Select
            id={id}
            value={choice}
            onValueChange={(value) => onChoose(value as Choice)}
            options={optionsOf(labels)}
            aria-describedby={describedBy}
            data-testid={testId}
          />
          {amount ? (
            <Input
              {...numeric(props, amount.field)}
              aria-label={amount.label}
              aria-describedby={describedBy}
              placeholder={amount.placeholder}
              className={amount.className}
              data-testid={amount.testId}
            />
          ) : null}
        </div>
      )}
    </Field>
  );
}

function HiringField(props: LeverFieldsProps) {
  const { form, errors, fieldId, change, view } = props;
  return (
    <ChoiceField
      props={props}
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
      choice={form.hiring}
      labels={HIRING_CHOICES}
      onChoose={(hiring) => change({ hiring })}
      testId="lever-hiring"
      amount={
        form.hiring === 'hire'
          ? {
              field: 'hires',
              label: 'Extra hires',
              placeholder: `1-${view.limits.maxHires}`,
              className: 'fin-levers__count',
              testId: 'lever-hires',
            }
          : null
      }
    />
  );
}

function FinancingField(props: LeverFieldsProps) {
  const { form, errors, fieldId, change } = props;
  const { limits, financing } = props.view;
  return (
    <ChoiceField
      props={props}
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
      choice={form.financing}
      labels={FINANCING_CHOICES}
      onChoose={(choice) => change({ financing: choice })}
      testId="lever-financing"
      amount={
        form.financing !== 'none'
          ? {
              field: 'financingAmount',
              label: 'Financing amount ($)',
              className: 'fin-levers__amount',
              testId: 'lever-financing-amount',
            }
          : null
      }
    />
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
        label={`${LEVER_CATALOGUE['price-change'].name} (%)`}
        hint={`-${limits.maxPriceChangePercent} to +${limits.maxPriceChangePercent}: a rise earns more on each sale and loses some share.`}
        testId="lever-price"
      />
      <HiringField {...props} />
      <NumberField
        props={props}
        field="marketingBudget"
        label={`${LEVER_CATALOGUE['marketing-budget'].name} ($)`}
        hint={`Extra spend for the quarter; brand and pipeline gain most from about ${fullEffect}.`}
        testId="lever-marketing"
      />
      <NumberField
        props={props}
        field="researchBudget"
        label={`${LEVER_CATALOGUE['research-budget'].name} ($)`}
        hint={`Extra spend for the quarter; tech debt and quality gain most from about ${fullEffect}.`}
        testId="lever-research"
      />
      <FinancingField {...props} />
    </div>
  );
}
