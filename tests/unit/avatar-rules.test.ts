import { describe, expect, test } from '@jest/globals';
import {
  AVATAR_MESSAGE_KEYS,
  acceptAttribute,
  avatarRefusal,
  fillAvatarRefusal,
  parseAvatarRefusal,
  validateAvatar,
} from '@/features/account/avatar-rules';
import { MSG } from '@/shared/messages';

const MB = 1024 * 1024;
const rules = { extensions: ['.jpg', '.jpeg', '.png', '.webp'], limitMB: 2 };

describe('validateAvatar', () => {
  test('refuses an extension outside the list with the product text', () => {
    expect(validateAvatar({ name: 'me.gif', size: 1000 }, rules)).toBe('You can only upload .jpg, .jpeg, .png, .webp file!');
    expect(validateAvatar({ name: 'me.gif', size: 1000 }, rules)).toBe(MSG.uploadExtension(rules.extensions.join(', ')));
  });

  test('refuses a file without extension', () => {
    expect(validateAvatar({ name: 'avatar', size: 1000 }, rules)).toBe(MSG.uploadExtension('.jpg, .jpeg, .png, .webp'));
  });

  test('refuses a file of the limit or more with the product text', () => {
    expect(validateAvatar({ name: 'me.png', size: 2 * MB }, rules)).toBe('Image must smaller than 2MB!');
    expect(validateAvatar({ name: 'me.png', size: 5 * MB }, { ...rules, limitMB: 4 })).toBe('Image must smaller than 4MB!');
  });

  test('checks the extension before the size', () => {
    expect(validateAvatar({ name: 'me.bmp', size: 10 * MB }, rules)).toBe(MSG.uploadExtension(rules.extensions.join(', ')));
  });

  test('accepts an allowed picture under the limit, whatever the case of its extension', () => {
    expect(validateAvatar({ name: 'me.png', size: 2 * MB - 1 }, rules)).toBeNull();
    expect(validateAvatar({ name: 'holiday.photo.JPG', size: 1 }, rules)).toBeNull();
  });

  test('accepts extensions listed without a dot', () => {
    expect(validateAvatar({ name: 'me.png', size: 1 }, { extensions: ['png'], limitMB: 2 })).toBeNull();
    expect(acceptAttribute(['png', '.JPG'])).toBe('.png,.jpg');
  });
});

describe('refusal texts in other languages', () => {
  test('a refusal fills its translated template', () => {
    const refusal = avatarRefusal({ name: 'me.gif', size: 1 }, rules)!;
    expect(fillAvatarRefusal(AVATAR_MESSAGE_KEYS.extension, refusal)).toBe(validateAvatar({ name: 'me.gif', size: 1 }, rules));
    expect(fillAvatarRefusal('Je kunt alleen {list}-bestanden uploaden!', refusal)).toBe(
      'Je kunt alleen .jpg, .jpeg, .png, .webp-bestanden uploaden!',
    );
    expect(fillAvatarRefusal(AVATAR_MESSAGE_KEYS.size, { kind: 'size', limitMB: 2 })).toBe(MSG.uploadSize(2));
  });

  test("the server's refusal texts are read back", () => {
    expect(parseAvatarRefusal(MSG.uploadExtension('.jpg, .png'))).toEqual({ kind: 'extension', list: '.jpg, .png' });
    expect(parseAvatarRefusal(MSG.uploadSize(2))).toEqual({ kind: 'size', limitMB: 2 });
    expect(parseAvatarRefusal(MSG.badRequest)).toBeNull();
  });
});
