import { setAddressType, setIntakeMandatory, setIntakeVisible, addressTypeOf, useTexts, type AddressType, type IntakeField } from '@greenroom/core';
import { Checkbox, RadioGroup } from '@greenroom/ui';
import { rmaTextTable } from '../textTables/rma';
import { FieldTable, ScreenReaderOnly } from './styles';

export interface IntakeFieldsTableProps {
  fields: IntakeField[];
  onChange: (fields: IntakeField[]) => void;
}

/**
 * The six intake fields in their fixed order with visible and mandatory checkboxes (unchecking
 * visible clears mandatory; mandatory is disabled while hidden), and the address type.
 * @example <IntakeFieldsTable fields={fields} onChange={setFields} />
 */
export function IntakeFieldsTable({ fields, onChange }: IntakeFieldsTableProps) {
  const texts = useTexts(rmaTextTable).registration;
  return (
    <>
      <FieldTable>
        <thead>
          <tr>
            <th scope="col">{texts.fieldColumn}</th>
            <th scope="col">{texts.visibleColumn}</th>
            <th scope="col">{texts.mandatoryColumn}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name}>
              <th scope="row">{texts.fieldNames[field.name]}</th>
              <td>
                <Checkbox
                  label={<ScreenReaderOnly>{texts.visibleLabel(texts.fieldNames[field.name])}</ScreenReaderOnly>}
                  checked={field.visible}
                  onCheckedChange={(visible) => onChange(setIntakeVisible(fields, field.name, visible))}
                />
              </td>
              <td>
                <Checkbox
                  label={<ScreenReaderOnly>{texts.mandatoryLabel(texts.fieldNames[field.name])}</ScreenReaderOnly>}
                  checked={field.mandatory}
                  disabled={!field.visible}
                  onCheckedChange={(mandatory) => onChange(setIntakeMandatory(fields, field.name, mandatory))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </FieldTable>
      <RadioGroup
        label={texts.addressType}
        orientation="horizontal"
        value={addressTypeOf(fields)}
        onChange={(type) => onChange(setAddressType(fields, type as AddressType))}
        options={[
          { value: 'US', label: texts.addressUS },
          { value: 'international', label: texts.addressInternational },
        ]}
      />
    </>
  );
}
