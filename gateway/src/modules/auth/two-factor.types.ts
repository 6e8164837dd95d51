import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('TwoFactorSetup', { description: 'A secret waiting for its first code: scan `otpauthUrl` as a QR code, or type `secret` into the app.' })
export class TwoFactorSetupType {
  @Field(() => String, { description: 'Base32, shown as text beside the QR code for apps that cannot scan.' })
  secret!: string;

  @Field(() => String, { description: 'The `otpauth://` URL to show as a QR code for the authenticator app.' })
  otpauthUrl!: string;
}

@ObjectType('TwoFactorConfirmation', { description: 'Two-factor sign-in is on: the recovery codes, shown only this once.' })
export class TwoFactorConfirmation {
  @Field(() => [String], { description: 'Ten single-use codes, shown only this once; each signs in once in place of an app code.' })
  recoveryCodes!: string[];
}

@ObjectType('TwoFactorStatus', { description: "The signed-in account's two-factor sign-in, and whether the Owner requires it." })
export class TwoFactorStatus {
  @Field(() => Boolean, { description: 'Whether two-factor sign-in is on for this account.' })
  enabled!: boolean;

  @Field(() => Int, { description: 'Unused recovery codes left.' })
  recoveryCodesLeft!: number;

  @Field(() => Boolean, { description: 'The Owner requires two-factor sign-in of every account: one without it can only set it up.' })
  required!: boolean;
}
