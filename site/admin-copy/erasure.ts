// A person's erasure request: every lead with their email or phone deleted in one action.
export interface ErasureCopy {
  heading: string;
  intro: string;
  email: string;
  phone: string;
  start: string;
  confirm: (who: string) => string;
  erase: string;
  cancel: string;
  erasing: string;
  done: (count: number) => string;
  /** The erased leads had reached Odoo as these crm.lead records: erasing them there is the company's call. */
  inOdoo: (count: number) => string;
  odooLead: (odooLeadId: number) => string;
  failed: string;
  needOne: string;
  /** A value the server refused, by field (email, phone); `serverMessage` is its reason in English. */
  fieldError: (field: string, serverMessage: string) => string;
}
