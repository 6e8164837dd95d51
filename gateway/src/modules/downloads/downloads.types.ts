import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('DownloadFile', { description: 'The file a slot of the /downloads page holds now.' })
export class DownloadFileView {
  @Field(() => String, { description: 'Relative to /files/downloads/, where it is served.' })
  path!: string;

  @Field(() => String, { description: 'The name it is saved under.' })
  fileName!: string;

  @Field(() => Float, { description: 'Bytes.' })
  size!: number;

  @Field(() => String, { description: 'SHA-256 of the bytes, lower-case hex; also the ETag it is served with.' })
  sha256!: string;

  @Field(() => String, { description: 'The media type found in the bytes.' })
  contentType!: string;

  @Field(() => Date, { description: 'When the file was uploaded.' })
  uploadedAt!: Date;
}

@ObjectType('DownloadSlot', { description: 'A file the /downloads page links to, with the file uploaded into it, if any.' })
export class DownloadSlotView {
  @Field(() => String, { description: 'Relative to /files/downloads/.' })
  path!: string;

  @Field(() => String, { description: 'The slot’s name, as the downloads page shows it.' })
  label!: string;

  @Field(() => String, { description: 'zip or pdf: what an upload into it must be.' })
  format!: string;

  @Field(() => String, { nullable: true, description: 'The set of manuals a visitor can keep offline together; none for setups.' })
  offlineSet!: string | null;

  @Field(() => DownloadFileView, { nullable: true, description: 'Null until a file is uploaded, and after it is removed.' })
  file!: DownloadFileView | null;
}
