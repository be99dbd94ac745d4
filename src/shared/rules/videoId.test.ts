import { videoEmbedUrl, videoId } from './videoId';

const ID = 'dQw4w9WgXcQ';

describe('videoId', () => {
  it.each([
    ['watch', `https://www.youtube.com/watch?v=${ID}`],
    ['watch without www', `https://youtube.com/watch?v=${ID}`],
    ['watch on the mobile host', `https://m.youtube.com/watch?v=${ID}`],
    ['watch on the music host', `https://music.youtube.com/watch?v=${ID}`],
    ['watch over http', `http://www.youtube.com/watch?v=${ID}`],
    ['watch with v after other parameters', `https://www.youtube.com/watch?feature=share&v=${ID}`],
    ['watch with a time and a playlist', `https://www.youtube.com/watch?v=${ID}&t=42s&list=PL123`],
    ['watch with a trailing slash', `https://www.youtube.com/watch/?v=${ID}`],
    ['watch with an upper-case host', `https://WWW.YouTube.com/watch?v=${ID}`],
    ['watch without a scheme', `www.youtube.com/watch?v=${ID}`],
    ['watch with a fragment', `https://www.youtube.com/watch?v=${ID}#comments`],
    ['short link', `https://youtu.be/${ID}`],
    ['short link with a share id', `https://youtu.be/${ID}?si=AbCdEf123`],
    ['short link with a time', `https://youtu.be/${ID}?t=30`],
    ['short link with a trailing slash', `https://youtu.be/${ID}/`],
    ['short link without a scheme', `youtu.be/${ID}`],
    ['short link with www', `https://www.youtu.be/${ID}`],
    ['embed', `https://www.youtube.com/embed/${ID}`],
    ['embed with parameters', `https://www.youtube.com/embed/${ID}?autoplay=1&rel=0`],
    ['embed without www', `https://youtube.com/embed/${ID}`],
    ['no-cookie embed', `https://www.youtube-nocookie.com/embed/${ID}`],
    ['no-cookie embed without www', `https://youtube-nocookie.com/embed/${ID}?start=5`],
    ['shorts', `https://www.youtube.com/shorts/${ID}`],
    ['shorts with a share id', `https://youtube.com/shorts/${ID}?feature=share`],
    ['live', `https://www.youtube.com/live/${ID}`],
    ['old v/ form', `https://www.youtube.com/v/${ID}`],
    ['surrounding blanks', `  https://youtu.be/${ID}\n`],
  ])('reads the id of a %s link', (_form, link) => {
    expect(videoId(link)).toBe(ID);
  });

  it('keeps ids with hyphens and underscores as written', () => {
    expect(videoId('https://youtu.be/a-B_c1D2e3F')).toBe('a-B_c1D2e3F');
    expect(videoId('https://www.youtube.com/watch?v=_-_-_-_-_-_')).toBe('_-_-_-_-_-_');
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['null', null],
    ['undefined', undefined],
    ['not a url', 'not a url'],
    ['a bare id', ID],
    ['a channel handle', 'https://www.youtube.com/@zujajglass'],
    ['a channel id', 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv'],
    ['a user page', 'https://www.youtube.com/user/zujajglass'],
    ['a playlist', 'https://www.youtube.com/playlist?list=PLabcdefghijk'],
    ['a playlist without a list', 'https://www.youtube.com/playlist'],
    ['an embedded playlist', 'https://www.youtube.com/embed/videoseries?list=PL123'],
    ['the home page', 'https://www.youtube.com/'],
    ['watch without v', 'https://www.youtube.com/watch?list=PL123'],
    ['watch with an empty v', 'https://www.youtube.com/watch?v='],
    ['an id too short', 'https://www.youtube.com/watch?v=dQw4w9WgXc'],
    ['an id too long', 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ'],
    ['an id with a forbidden character', 'https://youtu.be/dQw4w9WgX.Q'],
    ['an id with an encoded space', 'https://youtu.be/dQw4w9%20gXc'],
    ['a short link with a further path', `https://youtu.be/${ID}/extra`],
    ['an empty short link', 'https://youtu.be/'],
    ['an embed with a further path', `https://www.youtube.com/embed/${ID}/more`],
    ['an unknown path form', `https://www.youtube.com/clip/${ID}`],
    ['a Facebook video page', 'https://www.facebook.com/zujaj.glass/videos'],
    ['a Vimeo video', 'https://vimeo.com/123456789'],
    ['a look-alike host', `https://youtube.com.example.org/watch?v=${ID}`],
    ['a host ending in youtube.com', `https://notyoutube.com/watch?v=${ID}`],
    ['a look-alike short host', `https://youtu.be.example.org/${ID}`],
    ['a javascript: URL', `javascript:alert(1)//youtu.be/${ID}`],
    ['a data: URL', `data:text/html,https://youtu.be/${ID}`],
    ['an ftp URL', `ftp://youtu.be/${ID}`],
    ['a link with blanks inside', `https://youtu.be/ ${ID}`],
    ['the id only in a fragment', `https://www.youtube.com/#v=${ID}`],
  ])('answers null for %s', (_what, link) => {
    expect(videoId(link)).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('is the privacy-enhanced player, started by the click that loads it', () => {
    expect(videoEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`);
  });
});
