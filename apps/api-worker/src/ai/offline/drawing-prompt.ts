import type { DrawingPromptInput, DrawingPromptResult } from '@toolbox/kit/api-schemas';
import { collapse, hashOf, pick, shorten, stripEndPunctuation } from './text.ts';

type Lang = 'en' | 'zh';
type Text = Record<Lang, string>;

interface Rule<T> {
  match: RegExp;
  value: T;
}

/** The first rule whose pattern matches the idea, else a deterministic default. */
function choose<T>(rules: Rule<T>[], fallbacks: T[], idea: string, seed: number, salt: number): T {
  return rules.find(({ match }) => match.test(idea))?.value ?? pick(fallbacks, seed, salt);
}

const SETTINGS: Rule<Text>[] = [
  {
    match: /forest|woods|jungle|森林|树林|丛林/i,
    value: {
      en: 'an ancient forest with mossy trunks and drifting mist',
      zh: '古老的森林，苔藓覆盖的树干间薄雾弥漫',
    },
  },
  {
    match: /city|street|urban|alley|town|城市|街|巷|小镇/i,
    value: {
      en: 'a rain-slick city street lined with glowing signs',
      zh: '雨后湿润的城市街道，两旁招牌闪着光',
    },
  },
  {
    match: /ocean|sea|beach|coast|wave|海|沙滩|海岸|浪/i,
    value: { en: 'a wind-swept coastline under a wide sky', zh: '辽阔天空下风吹过的海岸线' },
  },
  {
    match: /space|galaxy|planet|star|nebula|太空|星球|宇宙|星云|星空/i,
    value: { en: 'deep space, a nebula glowing behind a lone planet', zh: '深邃太空，孤独星球背后星云发光' },
  },
  {
    match: /mountain|peak|cliff|山|峰|悬崖/i,
    value: { en: 'a high mountain ridge above a sea of clouds', zh: '云海之上的高耸山脊' },
  },
  {
    match: /desert|dune|沙漠|沙丘/i,
    value: { en: 'endless dunes under a white-hot sun', zh: '烈日下连绵不绝的沙丘' },
  },
  {
    match: /castle|palace|temple|城堡|宫殿|寺|庙/i,
    value: { en: 'the great hall of an old castle', zh: '古老城堡的大厅' },
  },
  {
    match: /snow|winter|ice|雪|冬|冰/i,
    value: { en: 'a quiet snowfield at dusk', zh: '黄昏时分寂静的雪原' },
  },
  {
    match: /room|interior|cafe|café|kitchen|library|房间|室内|咖啡|厨房|图书馆/i,
    value: { en: 'a cosy interior full of small, lived-in details', zh: '温馨的室内，处处是生活的小细节' },
  },
];
const SETTING_DEFAULTS: Text[] = [
  { en: 'a dreamlike open landscape with soft depth', zh: '梦境般开阔、层次柔和的风景' },
  { en: 'a quiet studio backdrop with subtle texture', zh: '带有细微纹理的安静影棚背景' },
  { en: 'a softly lit open space that frames the subject', zh: '柔光笼罩、衬托主体的开阔空间' },
];

interface Framing {
  angle: Text;
  camera: Text;
  layout: Text;
  aspectRatio: string;
}
const FRAMINGS: Rule<Framing>[] = [
  {
    match:
      /portrait|person|girl|boy|woman|man|face|character|warrior|人物|女孩|男孩|少女|少年|女人|男人|肖像|脸|角色|战士/i,
    value: {
      angle: { en: 'eye level', zh: '平视角度' },
      camera: { en: '85mm portrait lens, shallow depth of field', zh: '85mm人像镜头，浅景深' },
      layout: { en: 'centred subject with the eyes on the upper third', zh: '主体居中，眼睛位于上三分线' },
      aspectRatio: '2:3',
    },
  },
  {
    match: /cat|dog|dragon|bird|fox|wolf|horse|creature|animal|猫|狗|龙|鸟|狐|狼|马|生物|动物/i,
    value: {
      angle: { en: "low angle at the creature's eye level", zh: '低角度，与动物视线齐平' },
      camera: { en: '50mm lens', zh: '50mm标准镜头' },
      layout: { en: 'subject slightly off-centre with room to breathe', zh: '主体略偏离中心，留出呼吸空间' },
      aspectRatio: '4:5',
    },
  },
  {
    match: /product|bottle|watch|logo|perfume|shoe|产品|瓶|手表|香水|鞋/i,
    value: {
      angle: { en: 'three-quarter view', zh: '四分之三侧视角' },
      camera: { en: '100mm macro lens', zh: '100mm微距镜头' },
      layout: { en: 'centred on clean negative space', zh: '居中构图，干净的留白' },
      aspectRatio: '1:1',
    },
  },
  {
    match:
      /landscape|forest|city|ocean|sea|space|mountain|desert|castle|snow|风景|森林|城市|海|太空|山|沙漠|城堡|雪/i,
    value: {
      angle: { en: 'wide establishing shot from slightly above', zh: '略高视角的广角全景' },
      camera: { en: '24mm wide-angle lens', zh: '24mm广角镜头' },
      layout: { en: 'rule of thirds with leading lines', zh: '三分法构图，配合引导线' },
      aspectRatio: '16:9',
    },
  },
];
const FRAMING_DEFAULT: Framing = {
  angle: { en: 'eye level', zh: '平视角度' },
  camera: { en: '35mm lens', zh: '35mm镜头' },
  layout: { en: 'rule of thirds', zh: '三分法构图' },
  aspectRatio: '3:2',
};

interface Light {
  type: Text;
  mood: Text;
  color: Text;
}
const LIGHTS: Rule<Light>[] = [
  {
    match: /neon|cyberpunk|赛博|霓虹/i,
    value: {
      type: { en: 'neon signs and wet reflections', zh: '霓虹灯与湿润的倒影' },
      mood: { en: 'electric', zh: '躁动' },
      color: { en: 'magenta and cyan contrast', zh: '品红与青色的强烈对比' },
    },
  },
  {
    match: /night|moon|midnight|夜|月/i,
    value: {
      type: { en: 'moonlight with a cool rim light', zh: '月光与冷色轮廓光' },
      mood: { en: 'mysterious', zh: '神秘' },
      color: { en: 'deep blues with silver highlights', zh: '深蓝色调配银色高光' },
    },
  },
  {
    match: /sunset|dusk|golden|evening|黄昏|夕阳|日落|傍晚/i,
    value: {
      type: { en: 'golden-hour backlight', zh: '黄金时刻逆光' },
      mood: { en: 'nostalgic', zh: '怀旧' },
      color: { en: 'warm ambers and soft pinks', zh: '温暖的琥珀色与柔和粉色' },
    },
  },
  {
    match: /rain|storm|fog|雨|暴风|雾/i,
    value: {
      type: { en: 'diffused overcast light', zh: '阴天漫射光' },
      mood: { en: 'melancholic', zh: '忧郁' },
      color: { en: 'muted greys with one warm accent', zh: '低饱和灰色配一抹暖色' },
    },
  },
  {
    match: /morning|dawn|sunrise|清晨|黎明|日出|早晨/i,
    value: {
      type: { en: 'soft dawn light', zh: '柔和的晨光' },
      mood: { en: 'hopeful', zh: '充满希望' },
      color: { en: 'pale gold and soft teal', zh: '淡金色与柔和青绿' },
    },
  },
];
const LIGHT_DEFAULTS: Light[] = [
  {
    type: { en: 'soft diffused daylight', zh: '柔和的漫射日光' },
    mood: { en: 'serene', zh: '宁静' },
    color: { en: 'harmonious palette with one bold accent', zh: '和谐色调点缀一抹亮色' },
  },
  {
    type: { en: 'dramatic side light', zh: '戏剧性的侧光' },
    mood: { en: 'dramatic', zh: '戏剧化' },
    color: { en: 'high-contrast darks and warm highlights', zh: '高反差暗部与暖色高光' },
  },
  {
    type: { en: 'warm volumetric light', zh: '温暖的体积光' },
    mood: { en: 'whimsical', zh: '奇妙' },
    color: { en: 'warm pastels', zh: '温暖的粉彩色' },
  },
];

interface Style {
  artStyle: Text;
  artist: Text;
  rendering: Text;
  stylize: number;
}
const STYLES: Rule<Style>[] = [
  {
    match: /photo|realistic|photoreal|照片|写实|摄影/i,
    value: {
      artStyle: { en: 'photorealistic photography', zh: '写实摄影' },
      artist: { en: 'editorial nature photographer', zh: '纪实风光摄影师风格' },
      rendering: {
        en: 'sharp focus, natural film grain, high dynamic range',
        zh: '焦点锐利，自然胶片颗粒，高动态范围',
      },
      stylize: 100,
    },
  },
  {
    match: /anime|manga|动漫|二次元|漫画/i,
    value: {
      artStyle: { en: 'anime key visual', zh: '动画主视觉' },
      artist: { en: 'in the spirit of Studio Ghibli backgrounds', zh: '吉卜力背景美术风格' },
      rendering: { en: 'clean line art, cel shading', zh: '干净线稿，赛璐璐上色' },
      stylize: 250,
    },
  },
  {
    match: /watercolou?r|水彩/i,
    value: {
      artStyle: { en: 'loose watercolour', zh: '写意水彩' },
      artist: { en: 'in the manner of J. M. W. Turner', zh: '透纳风格' },
      rendering: { en: 'soft washes, paper texture', zh: '柔和晕染，纸张纹理' },
      stylize: 400,
    },
  },
  {
    match: /ink|水墨|国风|中国风/i,
    value: {
      artStyle: { en: 'Chinese ink wash painting', zh: '中国水墨画' },
      artist: { en: 'in the spirit of Qi Baishi', zh: '齐白石笔意' },
      rendering: { en: 'expressive brushwork, generous white space', zh: '写意笔触，大量留白' },
      stylize: 450,
    },
  },
  {
    match: /pixel|像素/i,
    value: {
      artStyle: { en: 'pixel art', zh: '像素画' },
      artist: { en: '16-bit console game artist', zh: '16位主机游戏美术风格' },
      rendering: { en: 'crisp pixels, limited palette', zh: '清晰像素，有限色板' },
      stylize: 150,
    },
  },
  {
    match: /oil|油画|classical|古典/i,
    value: {
      artStyle: { en: 'classical oil painting', zh: '古典油画' },
      artist: { en: 'in the manner of Rembrandt', zh: '伦勃朗风格' },
      rendering: { en: 'visible brush strokes, rich chiaroscuro', zh: '笔触可见，浓郁的明暗对比' },
      stylize: 500,
    },
  },
  {
    match: /cyberpunk|sci-?fi|robot|future|spaceship|赛博|科幻|机器人|未来|飞船/i,
    value: {
      artStyle: { en: 'cinematic sci-fi concept art', zh: '电影感科幻概念设计' },
      artist: { en: 'in the tradition of Syd Mead', zh: '席德·米德传统' },
      rendering: { en: 'highly detailed, volumetric haze, 4k', zh: '细节丰富，体积雾，4K' },
      stylize: 350,
    },
  },
  {
    match: /fantasy|dragon|magic|wizard|elf|奇幻|龙|魔法|巫师|精灵/i,
    value: {
      artStyle: { en: 'epic fantasy illustration', zh: '史诗奇幻插画' },
      artist: { en: 'in the spirit of Gustave Doré', zh: '古斯塔夫·多雷风格' },
      rendering: { en: 'intricate detail, painterly finish', zh: '细节繁复，绘画质感' },
      stylize: 400,
    },
  },
];
const STYLE_DEFAULTS: Style[] = [
  {
    artStyle: { en: 'digital painting', zh: '数字绘画' },
    artist: { en: 'contemporary concept artist', zh: '当代概念美术风格' },
    rendering: { en: 'detailed, soft edges, cinematic composition', zh: '细节丰富，边缘柔和，电影感构图' },
    stylize: 250,
  },
  {
    artStyle: { en: 'semi-realistic illustration', zh: '半写实插画' },
    artist: { en: 'in the spirit of Hokusai', zh: '葛饰北斋风格' },
    rendering: { en: 'clean shapes, subtle texture', zh: '造型干净，纹理细腻' },
    stylize: 300,
  },
];

const COLOURS: Rule<Text>[] = [
  { match: /\bred\b|红/i, value: { en: 'dominant red tones', zh: '以红色为主调' } },
  { match: /\bblue\b|蓝/i, value: { en: 'dominant blue tones', zh: '以蓝色为主调' } },
  { match: /\bgreen\b|绿/i, value: { en: 'dominant green tones', zh: '以绿色为主调' } },
  { match: /\bgold(en)?\b|金/i, value: { en: 'gilded gold accents', zh: '金色点缀' } },
  { match: /\bpurple\b|violet|紫/i, value: { en: 'dominant violet tones', zh: '以紫色为主调' } },
];

/**
 * The offline engine's drawing prompt: every structured field of the drawing prompt result, chosen from the
 * core idea's own words (place, subject, time of day, style, colours) with deterministic defaults
 * for what the idea leaves open, and a Midjourney-style full prompt assembled from them.
 */
export function composeDrawingPrompt(input: DrawingPromptInput): DrawingPromptResult {
  const lang = input.locale;
  const idea = collapse(input.promptData.coreIdea);
  const seed = hashOf(idea);
  const subject = shorten(stripEndPunctuation(idea), 200);
  const setting = choose(SETTINGS, SETTING_DEFAULTS, idea, seed, 1)[lang];
  const framing = FRAMINGS.find(({ match }) => match.test(idea))?.value ?? FRAMING_DEFAULT;
  const light = choose(LIGHTS, LIGHT_DEFAULTS, idea, seed, 2);
  const style = choose(STYLES, STYLE_DEFAULTS, idea, seed, 3);
  const accent = COLOURS.find(({ match }) => match.test(idea))?.value[lang];
  const color = accent ? `${accent}${lang === 'zh' ? '，' : ', '}${light.color[lang]}` : light.color[lang];
  // A vague idea gets more variety; a detailed one is followed more closely.
  const chaos = (idea.length < 20 ? 25 : 5) + (seed % 21);
  const parameters = { aspectRatio: framing.aspectRatio, chaos, stylize: style.stylize };
  const prompt = {
    subject,
    setting,
    composition: { angle: framing.angle[lang], camera: framing.camera[lang], layout: framing.layout[lang] },
    lighting: { type: light.type[lang], mood: light.mood[lang] },
    style: {
      artStyle: style.artStyle[lang],
      artist: style.artist[lang],
      rendering: style.rendering[lang],
      color,
    },
  };
  const mood = lang === 'zh' ? `${prompt.lighting.mood}氛围` : `${prompt.lighting.mood} mood`;
  const parts = [
    subject,
    setting,
    prompt.composition.angle,
    prompt.composition.camera,
    prompt.composition.layout,
    prompt.lighting.type,
    mood,
    prompt.style.artStyle,
    prompt.style.artist,
    prompt.style.rendering,
    color,
  ];
  const flags = `--ar ${parameters.aspectRatio} --chaos ${parameters.chaos} --stylize ${parameters.stylize}`;
  return { fullPrompt: `${parts.join(lang === 'zh' ? '，' : ', ')} ${flags}`, prompt, parameters };
}
