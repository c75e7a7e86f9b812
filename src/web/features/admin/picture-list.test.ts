import { expect, test } from 'vitest';
import {
  addFiles,
  makeMain,
  movePicture,
  pictureAddresses,
  removePicture,
  storedPictures,
  type PictureEntry,
} from './picture-list.ts';

const names = (list: readonly PictureEntry[]) => list.map((entry) => entry.url ?? entry.file.name);
const file = (name: string) => new File(['x'], name, { type: 'image/png' });

test('chosen files follow the stored pictures, and a seventh is left out', () => {
  const list = addFiles(storedPictures(['/a', '/b']), ['c', 'd', 'e', 'f', 'g'].map(file));
  expect(names(list)).toEqual(['/a', '/b', 'c', 'd', 'e', 'f']);
  expect(names(addFiles(list, [file('h')]))).toEqual(names(list));
});

test('"make main" puts a picture first and keeps the others in order', () => {
  const list = storedPictures(['/a', '/b', '/c']);
  expect(names(makeMain(list, 2))).toEqual(['/c', '/a', '/b']);
});

test('a picture moves one place at a time, never past either end', () => {
  const list = storedPictures(['/a', '/b', '/c']);
  expect(names(movePicture(list, 1, -1))).toEqual(['/b', '/a', '/c']);
  expect(names(movePicture(list, 1, 1))).toEqual(['/a', '/c', '/b']);
  expect(names(movePicture(list, 0, -1))).toEqual(['/a', '/b', '/c']);
  expect(names(movePicture(list, 2, 1))).toEqual(['/a', '/b', '/c']);
});

test('removing a picture leaves the rest in order', () => {
  expect(names(removePicture(storedPictures(['/a', '/b', '/c']), 0))).toEqual(['/b', '/c']);
});

test('saving uploads the new files and keeps the order, the main picture first', async () => {
  const list = addFiles(storedPictures(['/images/a.webp']), [file('new.png')]);
  const saved = await pictureAddresses(makeMain(list, 1), (chosen) =>
    Promise.resolve(`/images/${chosen.name}.webp`),
  );
  expect(saved).toEqual(['/images/new.png.webp', '/images/a.webp']);
});
