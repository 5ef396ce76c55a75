// A list of leads an admin named and keeps: the inbox's filter as the address's query string
// (view=…&stage=…&owner=…), so opening it is opening that address. Each admin has their own; an
// admin's views go with their account (ON DELETE CASCADE).
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'saved_inbox_view' })
@Index('idx_saved_inbox_view_admin_name', ['adminId', 'name'], { unique: true })
export class SavedInboxView {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer', name: 'admin_id' })
  adminId!: number;

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @Column({ type: 'varchar', length: 1000 })
  query!: string;

  @CreateDateColumn({ type: 'datetime', name: 'created_at' })
  createdAt!: Date;
}
