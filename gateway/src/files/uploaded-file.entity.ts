import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';

/** Private files (resumes, ticket attachments, ID cards) go only to an admin; public ones (event images, brochures) to everyone. */
export type FileVisibility = 'private' | 'public';

@ObjectType('UploadedFile', { description: 'A file sent with a submission, checked by its bytes and stored under a generated name.' })
@Entity({ tableName: 'uploaded_files' })
export class UploadedFile {
  @Field(() => ID, { description: 'The stored file’s id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 10 })
  visibility!: FileVisibility;

  /** The name on disk: a random id and the extension of the sniffed type, never the visitor's name. */
  @Property({ type: 'string', length: 64 })
  storedName!: string;

  @Field(() => String, { description: "The visitor's file name, sanitised; the name a download is saved under." })
  @Property({ type: 'string', length: 255 })
  name!: string;

  @Field(() => String, { description: 'The media type found in the bytes, not the one the client declared.' })
  @Property({ type: 'string', length: 100 })
  type!: string;

  @Field(() => Int, { description: 'Bytes.' })
  @Property({ type: 'integer' })
  size!: number;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Field(() => String, { description: 'Where to download it: /files/private/{id} (admin token required) or /files/public/{id}.' })
  get url(): string {
    return `/files/${this.visibility}/${this.id}`;
  }
}
