// A small setting an owner sets in the admin, by name (e.g. the conversion name an ad platform's
// import expects).
import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'site_setting' })
export class SiteSetting {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  name!: string;

  @Column({ type: 'varchar', length: 500 })
  value!: string;
}
