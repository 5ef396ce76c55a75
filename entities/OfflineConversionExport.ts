// A won lead's conversion exported for an ad platform's offline import: at most once per platform,
// unless an owner asks for the export again.
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintAsNumber } from './bigint-as-number.js';

export type ConversionFormat = 'google' | 'microsoft';

@Entity({ name: 'offline_conversion_export' })
export class OfflineConversionExport {
  @PrimaryColumn({ type: 'integer', name: 'lead_id' })
  leadId!: number;

  @PrimaryColumn({ type: 'varchar', length: 16 })
  format!: ConversionFormat;

  /** Epoch ms of the export that last carried it. */
  @Column({ type: 'bigint', name: 'exported_at', transformer: bigintAsNumber })
  exportedAt!: number;
}
