import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TwoFactorSetup', { description: 'A secret waiting for its first code: scan `otpauthUrl` as a QR code, or type `secret` into the app.' })
export class TwoFactorSetupType {
  @Field(() => String, { description: 'Base32, shown as text beside the QR code for apps that cannot scan.' })
  secret!: string;

  @Field(() => String)
  otpauthUrl!: string;
}

@ObjectType('TwoFactorConfirmation')
export class TwoFactorConfirmation {
  @Field(() => [String], { description: 'Ten single-use codes, shown only this once; each signs in once in place of an app code.' })
  recoveryCodes!: string[];
}

@ObjectType('TwoFactorStatus')
export class TwoFactorStatus {
  @Field(() => Boolean)
  enabled!: boolean;

  @Field(() => Int, { description: 'Unused recovery codes left.' })
  recoveryCodesLeft!: number;

  @Field(() => Boolean, { description: 'The Owner requires two-factor sign-in of every account: one without it can only set it up.' })
  required!: boolean;
}
