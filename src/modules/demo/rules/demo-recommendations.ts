// DEMO DATA: sample advisories written for this project, modelled on common rice and corn extension advice.
// They are not official recommendations of DA, PhilRice, PAGASA or any LGU.
import type { StageCode } from '@/modules/calendar/rules/crops/stage-codes';
import {
  RECOMMENDATION_TYPES,
  TRIGGERS,
  type RecommendationDraft,
  type RecommendationType,
  type RiskLabel,
} from '@/modules/recommendations/rules/recommendation-types';
import type { RainfallClass, WindSignal } from '@/modules/weather/rules/conditions';

/** Bilingual text: English and Tagalog. */
interface Text {
  en: string;
  tl: string;
}

/** The weather a trigger brings, as far as stage advice is concerned. */
type Regime = 'dry' | 'normal' | 'wet' | 'storm';

/** What to say at one stage under one regime; the trigger adds its own lead and general advice. */
interface StageAdvice {
  impact: Text;
  /** One or two points. */
  practices: readonly Text[];
  /** SMS tip, plain English, kept short so the whole SMS fits 160 characters. */
  sms: string;
}

interface StageTable {
  stage: StageCode;
  farmOperation: string;
  /** Short English name for SMS. */
  smsName: string;
  advice: Record<Regime, StageAdvice>;
}

interface CropTable {
  cropKey: 'rice' | 'corn';
  smsName: string;
  stages: readonly StageTable[];
}

const t = (en: string, tl: string): Text => ({ en, tl });

const RICE: CropTable = {
  cropKey: 'rice',
  smsName: 'Rice',
  stages: [
    {
      stage: 'prep',
      farmOperation: 'Land preparation',
      smsName: 'land prep',
      advice: {
        dry: {
          impact: t(
            'Dry, hard soil makes ploughing and puddling difficult and delays planting.',
            'Mahirap araruhin at putikin ang tuyo at matigas na lupa, kaya naaantala ang pagtatanim.',
          ),
          practices: [
            t(
              'Delay land preparation until rain or irrigation has softened the soil.',
              'Ipagpaliban muna ang paghahanda ng lupa hanggang lumambot ito sa ulan o patubig.',
            ),
            t('Get seeds of drought-tolerant, early-maturing varieties ready.', 'Maghanda ng binhi ng barayting matibay sa tagtuyot at maagang anihin.'),
          ],
          sms: 'Delay land prep until the soil is soft; use drought-tolerant, early varieties.',
        },
        normal: {
          impact: t('Soil moisture is right for ploughing, harrowing and levelling.', 'Sapat ang basa ng lupa para sa pag-aararo, pagsusuyod at pagpapatag.'),
          practices: [
            t(
              'Plough and harrow thoroughly, and level the field well to save water and keep weeds down.',
              'Araruhin at suyurin nang mabuti, at patagin ang bukid para makatipid sa tubig at hindi dumami ang damo.',
            ),
            t('Repair levees and canals before planting.', 'Ayusin ang pilapil at mga kanal bago magtanim.'),
          ],
          sms: 'Plough, harrow and level the field well; repair levees and canals.',
        },
        wet: {
          impact: t(
            'Waterlogged fields are hard to work with machines, and heavy rain can wash away the topsoil.',
            'Mahirap gamitan ng makina ang bukid na lubog sa tubig, at maaaring maanod ng malakas na ulan ang ibabaw ng lupa.',
          ),
          practices: [
            t(
              'Drain excess water before ploughing, and hold the basal fertiliser until the heavy rains pass.',
              'Patuyuin muna ang labis na tubig bago mag-araro, at ipagpaliban ang basal na abono hanggang lumipas ang malakas na ulan.',
            ),
            t('Strengthen levees and clear drainage canals.', 'Patibayin ang pilapil at linisin ang mga daluyan ng tubig.'),
          ],
          sms: 'Drain the field before ploughing; hold basal fertiliser; fix levees.',
        },
        storm: {
          impact: t(
            'Strong winds and floods can damage farm machines, levees and irrigation structures.',
            'Maaaring masira ng malakas na hangin at baha ang makinarya, pilapil at mga patubig sa bukid.',
          ),
          practices: [
            t(
              'Stop land preparation and move tractors, tools and inputs to high ground.',
              'Itigil muna ang paghahanda ng lupa at ilipat sa mataas na lugar ang traktora, mga gamit at abono.',
            ),
          ],
          sms: 'Stop land prep; move tractors, tools and inputs to high ground.',
        },
      },
    },
    {
      stage: 'seed',
      farmOperation: 'Seedbed preparation and sowing',
      smsName: 'seedbed',
      advice: {
        dry: {
          impact: t(
            'Seeds germinate poorly and seedlings wilt in a dry seedbed.',
            'Mahina ang pagtubo ng binhi at nalalanta ang punla kapag tuyo ang punlaan.',
          ),
          practices: [
            t(
              'Make the seedbed near a reliable water source and keep it moist.',
              'Gawin ang punlaan malapit sa maaasahang mapagkukunan ng tubig at panatilihin itong mamasa-masa.',
            ),
            t(
              'Soak seeds for 24 hours and incubate them for 24–48 hours before sowing.',
              'Ibabad ang binhi nang 24 oras at ikulob nang 24–48 oras bago ihasik.',
            ),
          ],
          sms: 'Keep the seedbed moist, near water; soak and incubate seeds first.',
        },
        normal: {
          impact: t('Good conditions for seedbed preparation and sowing.', 'Mainam ang panahon sa paghahanda ng punlaan at paghahasik.'),
          practices: [
            t(
              'Use certified seeds, about 40 kg per hectare for transplanting.',
              'Gumamit ng sertipikadong binhi, mga 40 kilo bawat ektarya kung maglilipat-tanim.',
            ),
            t('Soak and incubate the seeds, then sow them evenly on the seedbed.', 'Ibabad at ikulob ang binhi, saka ihasik nang pantay sa punlaan.'),
          ],
          sms: 'Sow certified seeds (about 40 kg/ha) evenly on a well-prepared seedbed.',
        },
        wet: {
          impact: t(
            'Heavy rain can wash away newly sown seeds and flood the seedbed, so seedlings rot.',
            'Maaaring maanod ng malakas na ulan ang bagong hasik na binhi at malubog ang punlaan, kaya nabubulok ang punla.',
          ),
          practices: [
            t('Build raised seedbeds with a drainage canal around them.', 'Gumawa ng nakaangat na punlaan na may kanal sa paligid.'),
            t('Delay sowing until the heavy rains pass.', 'Ipagpaliban ang paghahasik hanggang lumipas ang malakas na ulan.'),
          ],
          sms: 'Use raised seedbeds with drainage; delay sowing until heavy rain stops.',
        },
        storm: {
          impact: t('Floodwater can bury or wash away the seedbed.', 'Maaaring matabunan o maanod ng baha ang punlaan.'),
          practices: [
            t(
              'Keep reserve seeds in a dry place and be ready to make a new seedbed on higher ground.',
              'Magtabi ng reserbang binhi sa tuyong lugar at maging handang gumawa ng bagong punlaan sa mas mataas na lugar.',
            ),
          ],
          sms: 'Keep reserve seeds dry; be ready to re-sow on higher ground.',
        },
      },
    },
    {
      stage: 'plant',
      farmOperation: 'Transplanting',
      smsName: 'transplanting',
      advice: {
        dry: {
          impact: t(
            'Transplanted seedlings suffer shock and may die if the field dries out.',
            'Nabibigla at maaaring mamatay ang nilipat na punla kapag natuyo ang bukid.',
          ),
          practices: [
            t('Transplant only when there is 2–3 cm of standing water in the field.', 'Maglipat-tanim lamang kapag may 2–3 cm na tubig sa bukid.'),
            t('Keep extra seedlings to replant hills that die.', 'Magtabi ng sobrang punla para ipantapal sa mga namatay na tanim.'),
          ],
          sms: 'Transplant only with 2-3 cm water in the field; keep extra seedlings.',
        },
        normal: {
          impact: t('Good conditions for transplanting and early growth.', 'Mainam ang panahon sa paglilipat-tanim at sa maagang paglaki ng palay.'),
          practices: [
            t(
              'Transplant 2–3 seedlings per hill, 20–25 days after sowing, in straight rows.',
              'Maglipat ng 2–3 punla bawat puwesto, 20–25 araw mula nang ihasik, nang tuwid ang hanay.',
            ),
            t('Keep 2–3 cm of water in the field after transplanting.', 'Panatilihin ang 2–3 cm na tubig sa bukid pagkatapos maglipat-tanim.'),
          ],
          sms: 'Transplant 2-3 seedlings per hill in straight rows; keep 2-3 cm water.',
        },
        wet: {
          impact: t('Young transplants can be submerged or washed out by floodwater.', 'Maaaring malubog o maanod ng baha ang mga bagong lipat na punla.'),
          practices: [
            t('Postpone transplanting until the floodwater recedes.', 'Ipagpaliban ang paglilipat-tanim hanggang humupa ang baha.'),
            t(
              'In flood-prone fields, plant submergence-tolerant (Sub1) varieties.',
              'Sa bukid na madalas bahain, magtanim ng barayting nakatatagal sa pagkalubog (Sub1).',
            ),
          ],
          sms: 'Wait for floods to recede before transplanting; use Sub1 varieties in flood-prone fields.',
        },
        storm: {
          impact: t(
            'Strong winds and floods can uproot or bury newly transplanted seedlings.',
            'Maaaring mabunot o matabunan ng baha ang mga bagong tanim na punla.',
          ),
          practices: [
            t(
              'Postpone transplanting until the cyclone has passed, and leave the remaining seedlings in the seedbed.',
              'Ipagpaliban ang paglilipat-tanim hanggang makalampas ang bagyo, at iwan muna sa punlaan ang natitirang punla.',
            ),
          ],
          sms: 'Postpone transplanting until the cyclone passes.',
        },
      },
    },
    {
      stage: 'estab',
      farmOperation: 'Replanting, weeding and first fertiliser',
      smsName: 'early tillering',
      advice: {
        dry: {
          impact: t(
            'Weeds compete hard for water, and young plants grow slowly in dry soil.',
            'Nakikipag-agawan sa tubig ang damo, at mabagal lumaki ang batang palay sa tuyong lupa.',
          ),
          practices: [
            t('Weed early, by hand or with a rotary weeder.', 'Magbunot ng damo nang maaga, sa kamay o gamit ang rotary weeder.'),
            t('Apply the first nitrogen fertiliser only when the soil is moist.', 'Ilagay ang unang abonong nitroheno kapag mamasa-masa na ang lupa.'),
          ],
          sms: 'Weed early; apply the first nitrogen only when the soil is moist.',
        },
        normal: {
          impact: t(
            'Good conditions for rooting, replanting and the first fertiliser application.',
            'Mainam ang panahon sa pag-uugat, pagtatapal at unang paglalagay ng abono.',
          ),
          practices: [
            t('Replant missing hills within 7 days after transplanting.', 'Tapalan ang mga nawalang tanim sa loob ng 7 araw mula nang maglipat.'),
            t(
              'Apply the first nitrogen fertiliser guided by the leaf colour chart or a soil test.',
              'Ilagay ang unang abonong nitroheno, gabay ang leaf color chart o pagsusuri ng lupa.',
            ),
          ],
          sms: 'Replant missing hills within 7 days; apply first nitrogen using the leaf colour chart.',
        },
        wet: {
          impact: t(
            'Submerged young plants weaken, and golden apple snails feed heavily on them.',
            'Humihina ang batang palay na nalubog, at masiglang kinakain ito ng golden kuhol.',
          ),
          practices: [
            t(
              'Lower the water to 2–3 cm, and handpick golden apple snails and their eggs.',
              'Ibaba sa 2–3 cm ang tubig sa bukid, at pulutin ang golden kuhol at ang mga itlog nito.',
            ),
            t('Hold the fertiliser until the heavy rain stops.', 'Huwag munang mag-abono hanggang tumigil ang malakas na ulan.'),
          ],
          sms: 'Keep water at 2-3 cm; pick golden apple snails; hold fertiliser until rain stops.',
        },
        storm: {
          impact: t(
            'Long submergence under cyclone rains can kill young plants.',
            'Maaaring mamatay ang batang palay kapag matagal na nalubog sa ulan ng bagyo.',
          ),
          practices: [
            t(
              'Drain the field as soon as the floodwater recedes, and replant damaged spots.',
              'Patuyuin ang bukid sa sandaling humupa ang baha, at tapalan ang mga nasirang bahagi.',
            ),
          ],
          sms: 'Drain the field as soon as floods recede; replant damaged spots.',
        },
      },
    },
    {
      stage: 'veg',
      farmOperation: 'Water and nutrient management',
      smsName: 'tillering',
      advice: {
        dry: {
          impact: t(
            'Water stress during active tillering means fewer tillers and, later, a lower yield.',
            'Kapag kinulang sa tubig habang nagsusuwi, kumakaunti ang suwi at bumababa ang ani.',
          ),
          practices: [
            t(
              'Let the field dry until the water is about a hand below the soil, then flood it again (alternate wetting and drying): the irrigation water lasts longer.',
              'Hayaang matuyo ang bukid hanggang mga isang dangkal sa ilalim ng lupa ang tubig, saka muling patubigan (salitang pagpapatubig at pagpapatuyo): mas tatagal ang tubig-patubig.',
            ),
            t('Apply the second nitrogen fertiliser right after irrigation or rain.', 'Ilagay ang ikalawang abonong nitroheno kasunod ng patubig o ulan.'),
          ],
          sms: 'Dry the field between floodings to save water; apply nitrogen right after irrigation or rain.',
        },
        normal: {
          impact: t('Good conditions for tillering.', 'Mainam ang panahon sa pagsusuwi ng palay.'),
          practices: [
            t(
              'Apply nitrogen at active tillering, guided by the leaf colour chart.',
              'Mag-abono ng nitroheno habang aktibong nagsusuwi, gabay ang leaf color chart.',
            ),
            t(
              'Keep the field weed-free, and watch for stem borers and leaf folders.',
              'Panatilihing malinis sa damo ang bukid, at bantayan ang aksip (stem borer) at leaf folder.',
            ),
          ],
          sms: 'Apply nitrogen by leaf colour chart; weed; watch for stem borer and leaf folder.',
        },
        wet: {
          impact: t(
            'Continuous rain and humid air favour bacterial leaf blight and sheath blight.',
            'Ang tuloy-tuloy na ulan at mahalumigmig na hangin ay nagpapalaganap ng bacterial leaf blight at sheath blight.',
          ),
          practices: [
            t('Drain excess water and avoid too much nitrogen.', 'Patuyuin ang labis na tubig at iwasan ang sobrang abonong nitroheno.'),
            t(
              'Scout for bacterial leaf blight, sheath blight and rats, and act early.',
              'Suriin ang palay kung may bacterial leaf blight, sheath blight at daga, at kumilos agad.',
            ),
          ],
          sms: 'Drain excess water; avoid excess nitrogen; scout for leaf blight, sheath blight, rats.',
        },
        storm: {
          impact: t(
            'Strong winds can shred the leaves, and floods can submerge the crop and bring disease.',
            'Maaaring punitin ng malakas na hangin ang mga dahon, at malubog ng baha ang palay at magkasakit ito.',
          ),
          practices: [
            t(
              'After the storm, drain the field quickly and apply a little nitrogen to help the crop recover.',
              'Pagkatapos ng bagyo, patuyuin agad ang bukid at maglagay ng kaunting abonong nitroheno para makabawi ang palay.',
            ),
          ],
          sms: 'After the storm, drain quickly and add a little nitrogen to help recovery.',
        },
      },
    },
    {
      stage: 'repro',
      farmOperation: 'Pest and disease management',
      smsName: 'flowering',
      advice: {
        dry: {
          impact: t(
            'Water stress at panicle initiation and flowering causes unfilled grains and a large yield loss.',
            'Ang kakulangan sa tubig sa pagbubuntis at pamumulaklak ay nagdudulot ng ipa (hungkag na butil) at malaking bawas sa ani.',
          ),
          practices: [
            t(
              'Give fields at flowering first priority for irrigation; keep 3–5 cm of water until flowering ends.',
              'Unahing patubigan ang mga bukid na namumulaklak; panatilihin ang 3–5 cm na tubig hanggang matapos ang pamumulaklak.',
            ),
            t('Do not let the field dry out during flowering.', 'Huwag hayaang matuyo ang bukid habang namumulaklak ang palay.'),
          ],
          sms: 'Irrigate fields at flowering first; keep 3-5 cm water; never let them dry out.',
        },
        normal: {
          impact: t('Good conditions for panicle development and flowering.', 'Mainam ang panahon sa pagbubuntis at pamumulaklak ng palay.'),
          practices: [
            t(
              'Apply the last nitrogen at panicle initiation if the leaf colour chart calls for it.',
              'Ilagay ang huling abonong nitroheno sa pagbubuntis kung kailangan ayon sa leaf color chart.',
            ),
            t(
              'Watch for rice bugs and stem borers; spray only when they reach the action threshold.',
              'Bantayan ang atangya at aksip; mag-spray lamang kapag umabot na sa action threshold ang dami nila.',
            ),
          ],
          sms: 'Last nitrogen at panicle initiation if needed; watch for rice bug and stem borer.',
        },
        wet: {
          impact: t(
            'Rain at flowering disturbs pollination and leaves unfilled grains; wet leaves favour bacterial leaf blight and rice blast.',
            'Ang ulan habang namumulaklak ay nakasasagabal sa polinasyon kaya dumarami ang ipa; ang basang dahon ay nagpapalaganap ng bacterial leaf blight at rice blast.',
          ),
          practices: [
            t(
              'Drain excess water, and delay the nitrogen fertiliser until the rain stops.',
              'Patuyuin ang labis na tubig, at ipagpaliban ang abonong nitroheno hanggang tumigil ang ulan.',
            ),
            t(
              'Scout for bacterial leaf blight and neck blast; ask your municipal agriculturist before spraying.',
              'Suriin kung may bacterial leaf blight at neck blast; sumangguni sa tanggapan ng agrikultura ng inyong bayan bago mag-spray.',
            ),
          ],
          sms: 'Drain excess water; delay fertiliser; watch for bacterial leaf blight and rice blast.',
        },
        storm: {
          impact: t(
            'Strong winds at flowering cause lodging, poor pollination and unfilled grains.',
            'Ang malakas na hangin habang namumulaklak ay nagpapadapa sa palay at nagdudulot ng mahinang polinasyon at hungkag na butil.',
          ),
          practices: [
            t(
              'Drain the field before the cyclone so the soil holds the plants better and fewer lodge.',
              'Patuyuin ang bukid bago dumating ang bagyo para mas kumapit ang palay sa lupa at mabawasan ang pagdapa.',
            ),
          ],
          sms: 'Drain the field before the cyclone to reduce lodging.',
        },
      },
    },
    {
      stage: 'mat',
      farmOperation: 'Harvesting and drying',
      smsName: 'maturity',
      advice: {
        dry: {
          impact: t(
            'Dry weather favours harvesting and sun-drying; plan the next crop around the water left.',
            'Mainam ang tuyong panahon sa pag-aani at pagbibilad; planuhin ang susunod na tanim ayon sa matitirang tubig.',
          ),
          practices: [
            t(
              'Drain the field 7–10 days before harvest, and harvest when about 85% of the grains are straw-coloured.',
              'Patuyuin ang bukid 7–10 araw bago anihin, at umani kapag mga 85% ng butil ay kulay-dayami na.',
            ),
            t('Sun-dry the palay to 14% moisture before storage.', 'Ibilad ang palay hanggang 14% ang moisture bago iimbak.'),
          ],
          sms: 'Harvest at 85% straw-coloured grains; sun-dry palay to 14% moisture.',
        },
        normal: {
          impact: t('Good conditions for harvesting and drying.', 'Mainam ang panahon sa pag-aani at pagpapatuyo ng palay.'),
          practices: [
            t(
              'Harvest at 85% ripeness, thresh promptly and dry the grain to 14% moisture.',
              'Umani kapag 85% nang hinog, giikin agad, at patuyuin ang butil hanggang 14% moisture.',
            ),
            t('Compost or plough in the straw instead of burning it.', 'Gawing compost o ibaon sa lupa ang dayami sa halip na sunugin.'),
          ],
          sms: 'Harvest at 85% ripe, thresh promptly, dry to 14%; do not burn the straw.',
        },
        wet: {
          impact: t(
            'Rain at harvest causes lodging, sprouting and mouldy grain, and makes drying difficult.',
            'Ang ulan sa anihan ay nagpapadapa sa palay, nagpapatubo at nagpapaamag ng butil, at nagpapahirap sa pagpapatuyo.',
          ),
          practices: [
            t('Harvest during breaks in the rain and thresh at once.', 'Umani sa mga pagitan ng ulan at giikin agad.'),
            t(
              'Use a mechanical dryer or spread the grain thinly under a roof; never pile wet palay for more than a day.',
              'Gumamit ng mechanical dryer o ikalat nang manipis ang butil sa may bubong; huwag itambak ang basang palay nang higit sa isang araw.',
            ),
          ],
          sms: 'Harvest between rains, thresh at once; use a dryer; do not pile wet palay.',
        },
        storm: {
          impact: t(
            'Cyclone winds and rain cause lodging, shattering and sprouting of mature grain.',
            'Ang hangin at ulan ng bagyo ay nagpapadapa sa palay at nagpapalaglag at nagpapatubo ng hinog na butil.',
          ),
          practices: [
            t('Harvest early if at least 85% of the grains are mature.', 'Umani nang maaga kung hinog na ang hindi bababa sa 85% ng butil.'),
            t(
              'Move harvested grain to dry, raised storage and cover it well.',
              'Ilipat ang naaning butil sa tuyo at mataas na imbakan, at takpan itong mabuti.',
            ),
          ],
          sms: 'Harvest early if 85% mature; keep grain in dry, raised, covered storage.',
        },
      },
    },
  ],
};

const CORN: CropTable = {
  cropKey: 'corn',
  smsName: 'Corn',
  stages: [
    {
      stage: 'prep',
      farmOperation: 'Land preparation',
      smsName: 'land prep',
      advice: {
        dry: {
          impact: t('Dry, compact soil is hard to plough and delays planting.', 'Mahirap araruhin ang tuyo at siksik na lupa, kaya naaantala ang pagtatanim.'),
          practices: [
            t(
              'Wait for rains that wet the soil to plough depth before preparing the land.',
              'Hintayin ang ulang babasa sa lupa hanggang sa lalim ng araro bago ihanda ang bukid.',
            ),
            t('Choose drought-tolerant, early-maturing corn varieties.', 'Pumili ng barayti ng mais na matibay sa tagtuyot at maagang anihin.'),
          ],
          sms: 'Wait for soaking rains before ploughing; choose drought-tolerant, early varieties.',
        },
        normal: {
          impact: t('Soil moisture is right for ploughing and harrowing.', 'Tama ang basa ng lupa para sa pag-aararo at pagsusuyod.'),
          practices: [
            t(
              'Plough and harrow twice, then make furrows 75 cm apart.',
              'Mag-araro at magsuyod nang dalawang beses, saka gumawa ng tudling na 75 cm ang pagitan.',
            ),
            t('Have the soil tested, and buy seeds and fertiliser before planting time.', 'Ipasuri ang lupa, at bumili na ng binhi at abono bago ang tanim.'),
          ],
          sms: 'Plough and harrow twice, furrow 75 cm apart; buy seed and fertiliser early.',
        },
        wet: {
          impact: t(
            'Wet soil sticks to the implements, and heavy rain erodes sloping fields.',
            'Dumidikit sa araro ang basang lupa, at naaagnas ng malakas na ulan ang mga bukid sa dalisdis.',
          ),
          practices: [
            t(
              'Let the soil drain before ploughing, and plough across the slope to reduce erosion.',
              'Hintaying bahagyang matuyo ang lupa bago mag-araro, at mag-araro nang pahalang sa dalisdis para hindi gumuho ang lupa.',
            ),
            t('Dig drainage canals in low spots.', 'Gumawa ng kanal sa mabababang bahagi ng bukid.'),
          ],
          sms: 'Let the soil drain before ploughing; plough across slopes; dig drainage canals.',
        },
        storm: {
          impact: t(
            'Strong winds and floods can damage equipment and wash away the topsoil.',
            'Maaaring masira ng hangin at baha ang kagamitan at maanod ang ibabaw ng lupa.',
          ),
          practices: [
            t(
              'Stop field work and move equipment, seeds and fertiliser to safe, high ground.',
              'Itigil ang gawain sa bukid at ilipat sa ligtas at mataas na lugar ang kagamitan, binhi at abono.',
            ),
          ],
          sms: 'Stop field work; move equipment, seed and fertiliser to high ground.',
        },
      },
    },
    {
      stage: 'plant',
      farmOperation: 'Planting and basal fertiliser',
      smsName: 'planting',
      advice: {
        dry: {
          impact: t(
            'Seeds in dry soil germinate poorly and are eaten by ants and rats.',
            'Mahina ang pagtubo ng binhing itinanim sa tuyong lupa, at kinakain pa ito ng langgam at daga.',
          ),
          practices: [
            t('Plant only when the soil is moist to about 15 cm deep.', 'Magtanim lamang kapag basa na ang lupa hanggang mga 15 cm ang lalim.'),
            t('Sow a little deeper, about 5 cm, to reach moist soil.', 'Ibaon nang medyo malalim ang binhi, mga 5 cm, para umabot sa basang lupa.'),
          ],
          sms: 'Plant only in moist soil (15 cm deep); sow about 5 cm deep.',
        },
        normal: {
          impact: t('Good conditions for planting and germination.', 'Mainam ang panahon sa pagtatanim at pagtubo ng mais.'),
          practices: [
            t(
              'Plant one seed per hill, 20–25 cm apart, in rows 75 cm apart.',
              'Magtanim ng isang binhi bawat butas, 20–25 cm ang pagitan, sa mga hanay na 75 cm ang layo.',
            ),
            t('Apply basal fertiliser at planting, based on a soil test.', 'Maglagay ng basal na abono sa pagtatanim, batay sa pagsusuri ng lupa.'),
          ],
          sms: 'Plant 1 seed per hill, 20-25 cm apart in 75 cm rows; apply basal fertiliser.',
        },
        wet: {
          impact: t(
            'Seeds rot or wash away in waterlogged soil, and germination is uneven.',
            'Nabubulok o naaanod ang binhi sa lupang babad sa tubig, at hindi pantay ang pagtubo.',
          ),
          practices: [
            t(
              'Delay planting until the soil drains; in low fields, plant on ridges.',
              'Ipagpaliban ang pagtatanim hanggang matuyo ang lupa; sa mabababang bukid, magtanim sa nakataas na tagaytay (ridge).',
            ),
            t('Use treated seeds to prevent seed rot.', 'Gumamit ng binhing may seed treatment para hindi mabulok.'),
          ],
          sms: 'Delay planting until the soil drains; plant on ridges; use treated seed.',
        },
        storm: {
          impact: t('Floodwater can wash out newly planted seeds.', 'Maaaring maanod ng baha ang bagong tanim na binhi.'),
          practices: [
            t(
              'Postpone planting until the cyclone has passed; keep the seeds dry and sealed.',
              'Ipagpaliban ang pagtatanim hanggang makalampas ang bagyo; panatilihing tuyo at nakasara ang binhi.',
            ),
          ],
          sms: 'Postpone planting until the cyclone passes; keep seeds dry and sealed.',
        },
      },
    },
    {
      stage: 'estab',
      farmOperation: 'Replanting and weed control',
      smsName: 'emergence',
      advice: {
        dry: {
          impact: t(
            'Young seedlings wilt, and weeds compete for what little moisture there is.',
            'Nalalanta ang mga batang punla, at nakikipag-agawan ang damo sa kaunting basa ng lupa.',
          ),
          practices: [
            t(
              'Weed early and hill up lightly to keep moisture in the soil.',
              'Magdamo nang maaga at bahagyang magbunton ng lupa sa puno para hindi agad matuyo ang lupa.',
            ),
            t('Replant missing hills once the soil is moist.', 'Tamnan muli ang mga butas na hindi tumubo kapag basa na ang lupa.'),
          ],
          sms: 'Weed early and hill up lightly; replant missing hills when the soil is moist.',
        },
        normal: {
          impact: t('Good conditions for seedling growth.', 'Mainam ang panahon sa paglaki ng mga punla ng mais.'),
          practices: [
            t('Replant missing hills within a week after emergence.', 'Tamnan muli ang mga hindi tumubong butas sa loob ng isang linggo mula nang sumibol.'),
            t(
              'Keep the field weed-free for the first 30 days, when weeds hurt corn most.',
              'Panatilihing malinis sa damo ang bukid sa unang 30 araw, kung kailan pinakamapinsala ang damo sa mais.',
            ),
          ],
          sms: 'Replant missing hills within a week; keep weeds out for the first 30 days.',
        },
        wet: {
          impact: t(
            'Waterlogging for more than two days turns young corn yellow and stunts it.',
            'Ang pagkababad sa tubig nang higit sa dalawang araw ay nagpapadilaw at nagpapabansot sa batang mais.',
          ),
          practices: [
            t('Open drainage furrows so water does not stand in the field.', 'Buksan ang mga tudling na daluyan para hindi maipon ang tubig sa bukid.'),
            t('Delay side-dressing until the soil drains.', 'Ipagpaliban ang pag-aabono sa gilid hanggang matuyo ang lupa.'),
          ],
          sms: 'Open drainage furrows; delay side-dressing until the soil drains.',
        },
        storm: {
          impact: t(
            'Floods and strong winds can bury or uproot young plants.',
            'Maaaring matabunan o mabunot ng baha at malakas na hangin ang mga batang mais.',
          ),
          practices: [
            t(
              'After the storm, drain standing water and replant badly damaged areas.',
              'Pagkatapos ng bagyo, alisin ang nakatigil na tubig at tamnan muli ang mga lubhang nasirang bahagi.',
            ),
          ],
          sms: 'After the storm, drain standing water and replant badly damaged areas.',
        },
      },
    },
    {
      stage: 'vegleaf',
      farmOperation: 'Side-dressing and hilling-up',
      smsName: 'leaf growth',
      advice: {
        dry: {
          impact: t(
            'Moisture stress slows leaf growth and makes fertiliser less effective.',
            'Bumabagal ang pagdadahon at hindi gaanong napapakinabangan ang abono kapag kulang sa tubig.',
          ),
          practices: [
            t(
              'Side-dress nitrogen only when the soil is moist, then hill up.',
              'Mag-abono sa gilid (side-dress) lamang kapag basa ang lupa, saka magbunton ng lupa.',
            ),
            t('Mulch with crop residues to keep the soil moist.', 'Maglatag ng dayami o tuyong damo (mulch) para manatiling basa ang lupa.'),
          ],
          sms: 'Side-dress only on moist soil, then hill up; mulch to keep moisture.',
        },
        normal: {
          impact: t('Good conditions for leaf development.', 'Mainam ang panahon sa pagdadahon ng mais.'),
          practices: [
            t('Side-dress nitrogen 25–30 days after planting, then hill up.', 'Mag-abono sa gilid 25–30 araw mula nang itanim, saka magbunton ng lupa.'),
            t('Scout the whorls for fall armyworm and corn borer, and act early.', 'Silipin ang usbong kung may fall armyworm at corn borer, at kumilos agad.'),
          ],
          sms: 'Side-dress nitrogen 25-30 days after planting; scout for fall armyworm.',
        },
        wet: {
          impact: t(
            'Waterlogging damages the roots and yellows the leaves, and rain washes fertiliser away.',
            'Nasisira ang ugat at naninilaw ang dahon kapag babad sa tubig, at naaanod ng ulan ang abono.',
          ),
          practices: [
            t('Drain the field and delay side-dressing until the rain stops.', 'Patuyuin ang bukid at ipagpaliban ang pag-aabono hanggang tumigil ang ulan.'),
            t('Watch for leaf blight and stalk rot in the humid weather.', 'Bantayan ang leaf blight at stalk rot dahil sa mahalumigmig na panahon.'),
          ],
          sms: 'Drain the field; delay side-dressing; watch for leaf blight and stalk rot.',
        },
        storm: {
          impact: t('Strong winds can break or flatten the plants.', 'Maaaring mabali o mapadapa ng malakas na hangin ang mga tanim.'),
          practices: [
            t(
              'Hill up well before the storm to anchor the plants, and drain the field afterwards.',
              'Magbunton nang mabuti ng lupa sa puno bago ang bagyo para kumapit ang mais, at patuyuin ang bukid pagkatapos.',
            ),
          ],
          sms: 'Hill up well before the storm; drain the field after.',
        },
      },
    },
    {
      stage: 'vegtass',
      farmOperation: 'Water and nutrient management',
      smsName: 'tasseling',
      advice: {
        dry: {
          impact: t(
            'Moisture stress at tasseling delays silking, cuts pollination and reduces the yield sharply.',
            'Ang kakulangan sa tubig sa paglabas ng bulaklak ay nagpapaantala sa pagbubuhok at polinasyon, kaya malaki ang bawas sa ani.',
          ),
          practices: [
            t(
              'Irrigate if you can: this is the stage when corn needs water most.',
              'Magpatubig kung may mapagkukunan: ito ang yugtong pinakakailangan ng mais ang tubig.',
            ),
            t(
              'Keep the field weed-free so all the moisture goes to the crop.',
              'Panatilihing malinis sa damo ang bukid para sa mais mapunta ang lahat ng basa ng lupa.',
            ),
          ],
          sms: 'Irrigate if possible: moisture stress at tasseling cuts yield. Keep weeds out.',
        },
        normal: {
          impact: t('Good conditions for tasseling and silking.', 'Mainam ang panahon sa paglabas ng bulaklak at buhok ng mais.'),
          practices: [
            t(
              'Scout the tassels and young ears for fall armyworm and corn borer.',
              'Silipin ang bulaklak at batang bunga kung may fall armyworm at corn borer.',
            ),
            t('Keep the field weed-free until the canopy closes.', 'Panatilihing malinis sa damo ang bukid hanggang magsara ang mga dahon.'),
          ],
          sms: 'Scout tassels and ears for fall armyworm and corn borer; keep weeds out.',
        },
        wet: {
          impact: t(
            'Continuous rain and humidity favour leaf blight, and downpours can flatten the tall plants.',
            'Ang tuloy-tuloy na ulan at halumigmig ay nagpapalaganap ng leaf blight, at maaaring mapadapa ng malakas na buhos ang matataas na mais.',
          ),
          practices: [
            t('Drain standing water quickly.', 'Alisin agad ang nakatigil na tubig sa bukid.'),
            t('Scout for leaf blight, and pull out badly infected plants.', 'Suriin kung may leaf blight, at bunutin ang mga lubhang apektadong tanim.'),
          ],
          sms: 'Drain standing water fast; scout for leaf blight; remove badly infected plants.',
        },
        storm: {
          impact: t(
            'Tall plants at tasseling are easily lodged or broken by strong winds.',
            'Madaling mapadapa o mabali ng malakas na hangin ang matataas na mais na naglalabas ng bulaklak.',
          ),
          practices: [
            t(
              'After the storm, raise lodged plants and firm soil around their base where possible, and drain the field.',
              'Pagkatapos ng bagyo, itayo ang mga napadapang mais at tambakan ng lupa ang puno kung kaya, at patuyuin ang bukid.',
            ),
          ],
          sms: 'After the storm, raise lodged plants, firm the soil at the base, drain the field.',
        },
      },
    },
    {
      stage: 'repro',
      farmOperation: 'Pest and disease management',
      smsName: 'silking',
      advice: {
        dry: {
          impact: t(
            'Drought during silking and grain filling gives small, poorly filled ears.',
            'Ang tagtuyot habang nagbubuhok at naglalaman ang butil ay nagbubunga ng maliliit at kulang sa lamang bunga.',
          ),
          practices: [
            t(
              'Irrigate at silking and again two weeks later if water is available.',
              'Magpatubig sa pagbubuhok at muli makalipas ang dalawang linggo kung may tubig.',
            ),
            t('Remove weeds that compete for moisture.', 'Alisin ang mga damong kaagaw ng mais sa basa ng lupa.'),
          ],
          sms: 'Irrigate at silking and 2 weeks later if possible; remove weeds.',
        },
        normal: {
          impact: t('Good conditions for pollination and grain filling.', 'Mainam ang panahon sa polinasyon at paglalaman ng butil.'),
          practices: [
            t('Watch the ears for earworm, fall armyworm and rats.', 'Bantayan ang bunga laban sa earworm, fall armyworm at daga.'),
            t(
              'Do not cut the leaves for fodder before the grain hardens; they feed the filling ears.',
              'Huwag putulin ang mga dahon para sa pakain ng hayop bago tumigas ang butil; dito kumukuha ng sustansiya ang bunga.',
            ),
          ],
          sms: 'Watch ears for earworm, armyworm and rats; do not cut leaves before grain hardens.',
        },
        wet: {
          impact: t(
            'Wet weather favours ear rot and moulds that produce aflatoxin, and rain can wash pollen off the silks.',
            'Ang maulang panahon ay nagpapalaganap ng ear rot at amag na may aflatoxin, at maaaring maanod ng ulan ang polen sa buhok ng mais.',
          ),
          practices: [
            t('Drain the field and scout for ear rot and stalk rot.', 'Patuyuin ang bukid at suriin kung may ear rot at stalk rot.'),
            t('Remove and destroy rotting ears.', 'Alisin at sirain ang mga nabubulok na bunga.'),
          ],
          sms: 'Drain the field; scout for ear rot and stalk rot; destroy rotting ears.',
        },
        storm: {
          impact: t(
            'Strong winds cause lodging and broken stalks, and ears lying on wet soil rot.',
            'Nagpapadapa at nakababali ng tangkay ang malakas na hangin, at nabubulok ang bungang nakalapat sa basang lupa.',
          ),
          practices: [
            t(
              'After the storm, drain the field and pick the ears of broken plants to sell as green corn.',
              'Pagkatapos ng bagyo, patuyuin ang bukid at pitasin ang bunga ng mga nabaling tanim para ibenta bilang sariwang mais.',
            ),
          ],
          sms: 'After the storm, drain the field; sell ears of broken plants as green corn.',
        },
      },
    },
    {
      stage: 'mat',
      farmOperation: 'Harvesting and drying',
      smsName: 'maturity',
      advice: {
        dry: {
          impact: t(
            'Dry weather helps the grain dry down in the field and makes harvesting easier.',
            'Nakatutulong ang tuyong panahon sa pagkatuyo ng butil sa bukid at pinadadali nito ang pag-aani.',
          ),
          practices: [
            t(
              'Harvest when the husks are dry and a black layer shows at the base of the kernels.',
              'Umani kapag tuyo na ang balat ng bunga at may itim na guhit (black layer) sa puno ng butil.',
            ),
            t('Dry the shelled grain to 14% moisture before storage.', 'Patuyuin ang binakbak na butil hanggang 14% moisture bago iimbak.'),
          ],
          sms: 'Harvest when husks are dry and the black layer shows; dry grain to 14%.',
        },
        normal: {
          impact: t('Good conditions for harvesting.', 'Mainam ang panahon sa pag-aani ng mais.'),
          practices: [
            t(
              'Harvest at maturity and dry the grain within a day of shelling.',
              'Umani sa tamang gulang at patuyuin ang butil sa loob ng isang araw mula nang bakbakin.',
            ),
            t('Store the grain in clean, dry sacks on pallets.', 'Iimbak ang butil sa malinis at tuyong sako na nakapatong sa papag.'),
          ],
          sms: 'Harvest at maturity; dry grain within a day of shelling; store on pallets.',
        },
        wet: {
          impact: t(
            'Rain at harvest slows drying and brings mould and aflatoxin into the grain.',
            'Naaantala ang pagpapatuyo at nagkakaamag at aflatoxin ang butil kapag umuulan sa anihan.',
          ),
          practices: [
            t(
              'Harvest during dry breaks, and do not leave mature ears in the field for long.',
              'Umani kapag tumila ang ulan, at huwag nang patagalin sa bukid ang hinog na bunga.',
            ),
            t(
              'Use a mechanical dryer or dry under a roof; never pile wet ears.',
              'Gumamit ng mechanical dryer o magpatuyo sa may bubong; huwag itambak ang basang bunga.',
            ),
          ],
          sms: 'Harvest in dry breaks; use a dryer or dry under a roof; never pile wet ears.',
        },
        storm: {
          impact: t(
            'Cyclone winds flatten mature plants, and ears touching wet soil rot or sprout.',
            'Pinapadapa ng hangin ng bagyo ang hinog na mais, at nabubulok o tumutubo ang mga bungang nakalapat sa basang lupa.',
          ),
          practices: [
            t('Harvest early if at least 85% of the ears are mature.', 'Umani nang maaga kung hinog na ang hindi bababa sa 85% ng bunga.'),
            t(
              'Secure stored grain in dry, raised places, covered against the rain.',
              'Ilagay ang nakaimbak na butil sa tuyo at mataas na lugar, at takpan laban sa ulan.',
            ),
          ],
          sms: 'Harvest early if 85% mature; secure stored grain, dry, raised and covered.',
        },
      },
    },
  ],
};

/** What a trigger says on its own: the lead of the impact, general advice, and the SMS label. */
interface TriggerAdvice {
  regime: Regime;
  lead: Text;
  practices: readonly Text[];
  /** Replaces `practices` at maturity, where advice about watering the crop no longer fits. */
  atHarvest?: readonly Text[];
  smsLabel: string;
}

const USE_DRY_DAYS = t(
  'Use the dry days to harvest, thresh and dry the grain quickly.',
  'Samantalahin ang mga araw na walang ulan sa pag-aani, paggiik at mabilisang pagpapatuyo ng butil.',
);

const SEASONAL: Record<RainfallClass, TriggerAdvice> = {
  wb_normal: {
    regime: 'dry',
    lead: t(
      'Way below normal rainfall is expected this season; drought is likely.',
      'Inaasahang napakababa sa normal ang ulan ngayong panahon; maaaring magkaroon ng tagtuyot.',
    ),
    practices: [
      t(
        'Plan the water for the whole season with your irrigators’ association, and choose drought-tolerant, early-maturing varieties for the next planting.',
        'Planuhin ang tubig para sa buong panahon kasama ang samahan ng mga magpapatubig, at pumili ng barayting matibay sa tagtuyot at maagang anihin para sa susunod na tanim.',
      ),
    ],
    smsLabel: 'way below normal rain this season',
  },
  b_normal: {
    regime: 'dry',
    lead: t(
      'Below normal rainfall is expected this season; water may run short.',
      'Inaasahang mas mababa sa normal ang ulan ngayong panahon; maaaring kulangin ang tubig.',
    ),
    practices: [
      t(
        'Save water: fix leaking canals and farm ponds, and irrigate early in the morning or late in the afternoon.',
        'Magtipid ng tubig: ayusin ang tumatagas na kanal at imbakan ng tubig, at magpatubig sa umaga o sa hapon.',
      ),
    ],
    atHarvest: [
      t(
        'Save water for the next crop: fix leaking canals and farm ponds after harvest.',
        'Mag-ipon ng tubig para sa susunod na tanim: ayusin ang tumatagas na kanal at imbakan ng tubig pagkatapos ng ani.',
      ),
    ],
    smsLabel: 'below normal rain this season',
  },
  near_normal: {
    regime: 'normal',
    lead: t(
      'Near normal rainfall is expected this season, suitable for the usual farm work.',
      'Inaasahang malapit sa normal ang ulan ngayong panahon, angkop sa karaniwang gawain sa bukid.',
    ),
    practices: [
      t(
        'Follow the recommended cropping calendar, and keep checking the monthly and 10-day outlooks.',
        'Sundin ang rekomendadong kalendaryo ng pagtatanim, at patuloy na subaybayan ang buwanan at 10-araw na pagtataya ng panahon.',
      ),
    ],
    smsLabel: 'near normal rain this season',
  },
  above_normal: {
    regime: 'wet',
    lead: t(
      'Above normal rainfall is expected this season; floods and waterlogging are possible.',
      'Inaasahang mas mataas sa normal ang ulan ngayong panahon; maaaring bumaha o mababad sa tubig ang bukid.',
    ),
    practices: [
      t(
        'Clean the drainage canals and raise the levees before the heavy rains, and insure the crop with PCIC.',
        'Linisin ang mga daluyan ng tubig at itaas ang pilapil bago dumating ang malalakas na ulan, at ipaseguro ang pananim sa PCIC.',
      ),
    ],
    smsLabel: 'above normal rain this season',
  },
};

const TEN_DAY: Record<RainfallClass, TriggerAdvice> = {
  wb_normal: {
    regime: 'dry',
    lead: t('No rain is expected in the next 10 days.', 'Walang inaasahang ulan sa susunod na 10 araw.'),
    practices: [
      t(
        'Check the soil every two or three days, and irrigate early in the morning or late in the afternoon.',
        'Tingnan ang lupa tuwing ikalawa o ikatlong araw, at magpatubig sa umaga o sa hapon.',
      ),
    ],
    atHarvest: [USE_DRY_DAYS],
    smsLabel: 'no rain next 10 days',
  },
  b_normal: {
    regime: 'dry',
    lead: t(
      'Only light rains (less than 60 mm) are expected in the next 10 days.',
      'Mahihinang ulan lamang (kulang sa 60 mm) ang inaasahan sa susunod na 10 araw.',
    ),
    practices: [
      t(
        'Catch rainwater in farm ponds or drums, and give extra irrigation where needed.',
        'Mag-ipon ng tubig-ulan sa imbakan o drum, at magdagdag ng patubig kung kailangan.',
      ),
    ],
    atHarvest: [USE_DRY_DAYS],
    smsLabel: 'light rains next 10 days',
  },
  near_normal: {
    regime: 'normal',
    lead: t(
      'Moderate rains (60–180 mm) are expected in the next 10 days, good for most farm work.',
      'Katamtamang ulan (60–180 mm) ang inaasahan sa susunod na 10 araw, mainam sa karamihan ng gawain sa bukid.',
    ),
    practices: [
      t(
        'Carry on with the scheduled farm work, and keep the drainage canals open.',
        'Ituloy ang nakatakdang gawain sa bukid, at panatilihing bukas ang mga daluyan ng tubig.',
      ),
    ],
    smsLabel: 'moderate rains next 10 days',
  },
  above_normal: {
    regime: 'wet',
    lead: t('Heavy rains (more than 180 mm) are expected in the next 10 days.', 'Malalakas na ulan (higit sa 180 mm) ang inaasahan sa susunod na 10 araw.'),
    practices: [
      t(
        'Clear canals and drainage outlets, and do not spray or apply fertiliser just before rain.',
        'Linisin ang mga kanal at labasan ng tubig, at huwag mag-spray o mag-abono bago umulan.',
      ),
    ],
    smsLabel: 'heavy rains next 10 days',
  },
};

// Wind speeds and lead times as PAGASA commonly publishes them (domain.md §4).
const REPORT_DAMAGE = t(
  'After the storm, report crop damage to your municipal agriculturist for assistance and PCIC claims.',
  'Pagkatapos ng bagyo, iulat ang pinsala sa pananim sa tanggapan ng agrikultura ng inyong bayan para sa tulong at sa paghahabol sa PCIC.',
);
const STAY_SAFE = t(
  'Put your family’s safety first: evacuate when told, and stay out of the fields until the storm has passed.',
  'Unahin ang kaligtasan ng pamilya: lumikas kapag pinayuhan, at huwag pumunta sa bukid hangga’t hindi pa lumilipas ang bagyo.',
);

const SPECIAL: Record<WindSignal, TriggerAdvice> = {
  general_no_signal: {
    // A distant cyclone mostly means enhanced monsoon rain, so the stage advice is the wet-weather one.
    regime: 'wet',
    lead: t(
      'A tropical cyclone is in or near the Philippine Area of Responsibility. No wind signal is raised here, but it may bring or enhance rains.',
      'May bagyo sa loob o malapit sa Philippine Area of Responsibility. Walang nakataas na babala ng hangin dito, pero maaari itong magdala o magpalakas ng ulan.',
    ),
    practices: [
      t(
        'Follow the PAGASA bulletins, and get drainage and harvest plans ready in case the cyclone comes closer.',
        'Subaybayan ang mga abiso ng PAGASA, at ihanda ang plano sa pagpapaagos ng tubig at pag-aani kung sakaling lumapit ang bagyo.',
      ),
    ],
    smsLabel: 'cyclone nearby, no signal here',
  },
  signal_number_1: {
    regime: 'storm',
    lead: t(
      'Wind Signal No. 1: strong winds of 39–61 km/h are possible within 36 hours, with rain.',
      'Babala Blg. 1: maaaring umihip ang malakas na hangin na 39–61 km/h sa loob ng 36 oras, kasabay ng ulan.',
    ),
    practices: [
      t(
        'Secure farm tools, inputs and animals, and make sure drainage outlets are open.',
        'Itabi nang maayos ang mga gamit, abono at hayop sa bukid, at tiyaking bukas ang mga labasan ng tubig.',
      ),
    ],
    smsLabel: 'Signal No. 1',
  },
  signal_number_2: {
    regime: 'storm',
    lead: t(
      'Wind Signal No. 2: gale-force winds of 62–88 km/h are possible within 24 hours; minor to moderate damage is expected.',
      'Babala Blg. 2: maaaring umabot sa 62–88 km/h ang hangin sa loob ng 24 oras; asahan ang bahagya hanggang katamtamang pinsala.',
    ),
    practices: [
      t(
        'Move animals, seeds and fertiliser to high, sheltered places, and brace nurseries and sheds.',
        'Ilipat sa mataas at ligtas na lugar ang mga hayop, binhi at abono, at patibayin ang punlaan at kamalig.',
      ),
    ],
    smsLabel: 'Signal No. 2',
  },
  signal_number_3: {
    regime: 'storm',
    lead: t(
      'Wind Signal No. 3: storm-force winds of 89–117 km/h are possible within 18 hours; crops may be heavily damaged.',
      'Babala Blg. 3: maaaring umabot sa 89–117 km/h ang hangin sa loob ng 18 oras; maaaring malubha ang pinsala sa pananim.',
    ),
    practices: [STAY_SAFE, REPORT_DAMAGE],
    smsLabel: 'Signal No. 3',
  },
  signal_number_4: {
    regime: 'storm',
    lead: t(
      'Wind Signal No. 4: typhoon-force winds of 118–184 km/h are possible within 12 hours; severe damage to crops and farm buildings is expected.',
      'Babala Blg. 4: maaaring umabot sa 118–184 km/h ang hangin sa loob ng 12 oras; asahan ang matinding pinsala sa pananim at mga gusali sa bukid.',
    ),
    practices: [STAY_SAFE, REPORT_DAMAGE],
    smsLabel: 'Signal No. 4',
  },
  signal_number_5: {
    regime: 'storm',
    lead: t(
      'Wind Signal No. 5: typhoon-force winds of 185 km/h or more are possible within 12 hours; extensive damage is expected.',
      'Babala Blg. 5: maaaring umabot sa 185 km/h o higit pa ang hangin sa loob ng 12 oras; asahan ang malawakang pinsala.',
    ),
    practices: [STAY_SAFE, REPORT_DAMAGE],
    smsLabel: 'Signal No. 5',
  },
};

const TRIGGER_TABLES: Record<RecommendationType, Record<string, TriggerAdvice>> = {
  seasonal: SEASONAL,
  tenday: TEN_DAY,
  special: SPECIAL,
};

/** Stages where standing water drowns the crop, rather than just making it wet. */
const SUBMERGENCE_STAGES: Record<CropTable['cropKey'], readonly StageCode[]> = {
  rice: ['seed', 'plant', 'estab'],
  corn: ['plant', 'estab'],
};
/** Stages that suffer most when water runs short. */
const WATER_CRITICAL_STAGES: Record<CropTable['cropKey'], readonly StageCode[]> = {
  rice: ['seed', 'plant', 'estab', 'veg', 'repro'],
  corn: ['vegtass', 'repro'],
};

function riskOf(type: RecommendationType, cropKey: CropTable['cropKey'], stage: StageCode, trigger: string): RiskLabel {
  const drowns = SUBMERGENCE_STAGES[cropKey].includes(stage);
  // Dry weather at harvest is welcome: it only matters for the next crop.
  const harvest = stage === 'mat';
  if (type === 'special') {
    if (trigger === 'general_no_signal' || trigger === 'signal_number_1') return 'wet_spell';
    return 'flood_submergence';
  }
  if (type === 'seasonal') {
    switch (trigger) {
      case 'wb_normal':
        return harvest ? 'dry_condition' : 'drought';
      case 'b_normal':
        if (harvest) return 'no_risk';
        return WATER_CRITICAL_STAGES[cropKey].includes(stage) ? 'water_shortage_risk' : 'dry_condition';
      case 'above_normal':
        return drowns ? 'flood_submergence' : 'wet_condition';
      default:
        return 'no_risk';
    }
  }
  switch (trigger) {
    case 'wb_normal':
      return harvest ? 'no_risk' : 'dry_spell';
    case 'b_normal':
      return harvest ? 'no_risk' : 'dry_condition';
    case 'above_normal':
      return drowns ? 'flood_submergence' : 'wet_spell';
    default:
      return 'no_risk';
  }
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function impactHtml(lead: string, impact: string): string {
  return `<p><strong>${escapeHtml(lead)}</strong> ${escapeHtml(impact)}</p>`;
}

function practiceHtml(points: readonly string[]): string {
  return `<ul>${points.map((point) => `<li>${escapeHtml(point)}</li>`).join('')}</ul>`;
}

function draftOf(crop: CropTable, stage: StageTable, type: RecommendationType, trigger: string): RecommendationDraft {
  const triggerAdvice = TRIGGER_TABLES[type][trigger]!;
  const advice = stage.advice[triggerAdvice.regime];
  // Stage advice first: it is what the farmer came for; the trigger's general advice follows. A cyclone
  // bulletin always carries the signal's general row (GENERAL below), so its stage rows keep to the stage.
  const general = type === 'special' ? [] : stage.stage === 'mat' ? (triggerAdvice.atHarvest ?? triggerAdvice.practices) : triggerAdvice.practices;
  const points = [...advice.practices, ...general];
  return {
    type,
    cropKey: crop.cropKey,
    stage: stage.stage,
    farmOperation: stage.farmOperation,
    trigger,
    risk: riskOf(type, crop.cropKey, stage.stage, trigger),
    impactEn: impactHtml(triggerAdvice.lead.en, advice.impact.en),
    impactTl: impactHtml(triggerAdvice.lead.tl, advice.impact.tl),
    practiceEn: practiceHtml(points.map((point) => point.en)),
    practiceTl: practiceHtml(points.map((point) => point.tl)),
    sms: `${crop.smsName} (${stage.smsName}), ${triggerAdvice.smsLabel}: ${advice.sms}`,
  };
}

/** General advice for a forecast, for every crop and stage: what to do before a cyclone, what to plan for a season or ten days. */
interface GeneralAdvice {
  risk: RiskLabel;
  impact: Text;
  /** One to four points. */
  practices: readonly Text[];
  sms: string;
}

const FARM_OPERATION: Record<RecommendationType, string> = { special: 'Storm preparation', seasonal: 'Season planning', tenday: 'Farm work planning' };

const GENERAL_SPECIAL: Record<WindSignal, GeneralAdvice> = {
  general_no_signal: {
    risk: 'wet_spell',
    impact: t(
      'No signal is raised here yet, but the cyclone may bring heavy rain, and a signal may be raised within a day or two.',
      'Wala pang nakataas na signal dito, pero maaaring magdala ng malakas na ulan ang bagyo, at maaaring magtaas ng signal sa loob ng isa o dalawang araw.',
    ),
    practices: [
      t(
        'Follow the PAGASA bulletins and your municipal disaster office on the radio or by text.',
        'Subaybayan ang mga abiso ng PAGASA at ng inyong municipal disaster office sa radyo o sa text.',
      ),
      t(
        'Harvest the crops that are already mature, and clear canals and drainage outlets.',
        'Anihin na ang mga pananim na hinog na, at linisin ang mga kanal at labasan ng tubig.',
      ),
      t(
        'Keep seed, fertiliser and tools in a dry, raised place, ready to move.',
        'Ilagay ang binhi, abono at mga gamit sa tuyo at mataas na lugar, handang ilipat.',
      ),
    ],
    sms: 'Cyclone nearby, no signal yet: harvest mature crops, clear drains, keep seed and fertiliser dry and raised. Follow PAGASA.',
  },
  signal_number_1: {
    risk: 'wet_spell',
    impact: t(
      'Strong winds of 39–61 km/h and rain may bend crops, break branches and flood low fields.',
      'Maaaring ihapay ng hanging 39–61 km/h at ng ulan ang pananim, baliin ang mga sanga at bahain ang mabababang bukid.',
    ),
    practices: [
      t(
        'Harvest now what is mature or nearly mature, and dry or store it under cover.',
        'Anihin na ngayon ang hinog o malapit nang mahinog, at patuyuin o itago ito sa may bubong.',
      ),
      t('Clear canals, field drains and drainage outlets.', 'Linisin ang mga kanal, daluyan sa bukid at labasan ng tubig.'),
      t(
        'Move seed, fertiliser and farm chemicals to a dry, raised and covered place.',
        'Ilipat ang binhi, abono at mga kemikal sa tuyo, mataas at may takip na lugar.',
      ),
      t(
        'Prop up young fruit trees and trellises, and tie down nursery covers.',
        'Lagyan ng tukod ang mga batang puno at balag, at itali nang mahigpit ang takip ng punlaan.',
      ),
    ],
    sms: 'Signal No. 1: harvest mature crops now, clear drains, move seed and fertiliser to a dry raised place, prop up young trees.',
  },
  signal_number_2: {
    risk: 'flood_submergence',
    impact: t(
      'Gale-force winds of 62–88 km/h can flatten crops and damage sheds; low fields may flood.',
      'Kayang pataubin ng hanging 62–88 km/h ang pananim at sirain ang mga kamalig; maaaring bahain ang mabababang bukid.',
    ),
    practices: [
      t('Harvest today what can still be harvested safely, and leave the rest.', 'Anihin ngayong araw ang maaari pang anihin nang ligtas, at iwan na ang iba.'),
      t(
        'Move farm animals to higher ground, with feed and water, away from rivers and slopes.',
        'Ilipat ang mga alagang hayop sa mataas na lugar, may pagkain at tubig, malayo sa ilog at dalisdis.',
      ),
      t(
        'Keep seed, fertiliser and harvested grain raised and covered, and tie shed doors shut.',
        'Itaas at takpan ang binhi, abono at inaning butil, at itali nang sarado ang pinto ng kamalig.',
      ),
      t(
        'Open drainage outlets and clear canals so flood water can flow out.',
        'Buksan ang mga labasan ng tubig at linisin ang mga kanal para makaagos ang baha.',
      ),
    ],
    sms: 'Signal No. 2: harvest what you safely can today, move animals to high ground, keep seed and grain raised and covered, open drains.',
  },
  signal_number_3: {
    risk: 'flood_submergence',
    impact: t(
      'Storm-force winds of 89–117 km/h will damage standing crops, trees and farm buildings; floods and landslides are likely.',
      'Sisirain ng hanging 89–117 km/h ang nakatayong pananim, mga puno at gusali sa bukid; malamang ang baha at pagguho ng lupa.',
    ),
    practices: [
      STAY_SAFE,
      t(
        'Move animals to higher ground now, and keep seed, fertiliser and grain raised and covered.',
        'Ilipat na ngayon ang mga hayop sa mataas na lugar, at itaas at takpan ang binhi, abono at butil.',
      ),
      t('Open drainage outlets only while it is still safe to go out.', 'Buksan ang mga labasan ng tubig habang ligtas pang lumabas.'),
      REPORT_DAMAGE,
    ],
    sms: 'Signal No. 3: family safety first, evacuate when told. Move animals to high ground, keep seed and grain raised. Report damage after.',
  },
  signal_number_4: {
    risk: 'flood_submergence',
    impact: t(
      'Typhoon-force winds of 118–184 km/h will cause severe damage to crops, trees and farm buildings.',
      'Magdudulot ng matinding pinsala sa pananim, mga puno at gusali sa bukid ang hanging 118–184 km/h.',
    ),
    practices: [
      STAY_SAFE,
      t(
        'Only if there is still time and it is safe: move animals to higher ground and raise seed and fertiliser above flood level.',
        'Kung may oras pa at ligtas lamang: ilipat ang mga hayop sa mataas na lugar at itaas ang binhi at abono nang lampas sa baha.',
      ),
      REPORT_DAMAGE,
    ],
    sms: 'Signal No. 4: evacuate when told, stay away from fields and rivers. Save animals and seed only if safe. Report damage after.',
  },
  signal_number_5: {
    risk: 'flood_submergence',
    impact: t(
      'Winds of 185 km/h or more will cause extensive damage; fields, animals and stores in the open are at great risk.',
      'Magdudulot ng malawakang pinsala ang hanging 185 km/h o higit pa; nasa malaking panganib ang bukid, hayop at imbakang nasa labas.',
    ),
    practices: [
      t(
        'Evacuate when told and stay in a safe shelter until the authorities say the danger is over.',
        'Lumikas kapag pinayuhan at manatili sa ligtas na kanlungan hanggang sabihin ng kinauukulan na wala nang panganib.',
      ),
      t(
        'Do not go out to save crops or animals during the storm: your life comes first.',
        'Huwag lumabas para iligtas ang pananim o hayop habang may bagyo: buhay muna.',
      ),
      t(
        'After the storm, watch for fallen power lines on the way to the fields, and report losses to your municipal agriculturist and PCIC.',
        'Pagkatapos ng bagyo, mag-ingat sa mga nabuwal na kawad ng kuryente papunta sa bukid, at iulat ang pinsala sa tanggapan ng agrikultura ng inyong bayan at sa PCIC.',
      ),
    ],
    sms: 'Signal No. 5: evacuate when told and stay sheltered; do not go out for crops or animals. After, report losses to the MAO and PCIC.',
  },
};

const GENERAL_SEASONAL: Record<RainfallClass, GeneralAdvice> = {
  wb_normal: {
    risk: 'drought',
    impact: t(
      'Way below normal rain this season: fields without irrigation may not get enough water for a crop.',
      'Napakababa sa normal ang ulan ngayong panahon: maaaring hindi sapat ang tubig para sa pananim sa mga bukid na walang patubig.',
    ),
    practices: [
      t(
        'Plant only where water is sure, with drought-tolerant, early-maturing varieties.',
        'Magtanim lamang kung saan tiyak ang tubig, gamit ang barayting matibay sa tagtuyot at maagang anihin.',
      ),
      t(
        'Plan the water for the whole season with your irrigators’ association, and repair farm ponds.',
        'Planuhin ang tubig para sa buong panahon kasama ang samahan ng mga magpapatubig, at ayusin ang mga imbakan ng tubig.',
      ),
      t(
        'On fields without irrigation, consider crops that need less water, such as mungbean or peanut.',
        'Sa mga bukid na walang patubig, isaalang-alang ang mga pananim na kaunti ang kailangang tubig, gaya ng munggo o mani.',
      ),
      t('Insure your crops with PCIC before planting.', 'Ipaseguro ang pananim sa PCIC bago magtanim.'),
    ],
    sms: 'Way below normal rain this season: plant only where water is sure, use drought-tolerant early varieties, fix ponds, insure with PCIC.',
  },
  b_normal: {
    risk: 'water_shortage_risk',
    impact: t(
      'Below normal rain this season: water may run short late in the crop.',
      'Mas mababa sa normal ang ulan ngayong panahon: maaaring kulangin ang tubig sa huling bahagi ng pananim.',
    ),
    practices: [
      t(
        'Fix leaking canals and levees, and store rainwater in ponds or drums.',
        'Ayusin ang tumatagas na kanal at pilapil, at mag-ipon ng tubig-ulan sa imbakan o drum.',
      ),
      t(
        'Plant on time with early-maturing varieties, so the crop ripens before water runs short.',
        'Magtanim sa tamang oras gamit ang barayting maagang anihin, para mahinog ang pananim bago kumulang ang tubig.',
      ),
      t('Mulch upland crops and vegetables to keep the soil moist.', 'Lagyan ng mulch ang mga pananim sa taas at gulay para manatiling basa ang lupa.'),
    ],
    sms: 'Below normal rain this season: fix canals and levees, store rainwater, plant early-maturing varieties on time, mulch upland crops.',
  },
  near_normal: {
    risk: 'no_risk',
    impact: t(
      'Near normal rain this season suits the usual cropping calendar.',
      'Malapit sa normal ang ulan ngayong panahon, angkop sa karaniwang kalendaryo ng pagtatanim.',
    ),
    practices: [
      t(
        'Plant on the dates of your cropping calendar, with certified seed of recommended varieties.',
        'Magtanim sa mga petsa ng inyong kalendaryo ng pagtatanim, gamit ang sertipikadong binhi ng rekomendadong barayti.',
      ),
      t(
        'Buy seed and fertiliser early, and follow the recommended fertiliser rates.',
        'Bumili nang maaga ng binhi at abono, at sundin ang rekomendadong dami ng abono.',
      ),
      t('Keep checking the monthly and 10-day outlooks for changes.', 'Patuloy na subaybayan ang buwanan at 10-araw na pagtataya para sa mga pagbabago.'),
    ],
    sms: 'Near normal rain this season: plant on your calendar dates with certified seed, buy inputs early, keep checking the outlooks.',
  },
  above_normal: {
    risk: 'wet_condition',
    impact: t(
      'Above normal rain this season: low fields may flood, and wet weather favours pests and diseases.',
      'Mas mataas sa normal ang ulan ngayong panahon: maaaring bahain ang mabababang bukid, at pinapaboran ng basang panahon ang peste at sakit.',
    ),
    practices: [
      t('Raise levees and clean drainage canals before the rains peak.', 'Itaas ang pilapil at linisin ang mga daluyan ng tubig bago lumakas ang ulan.'),
      t(
        'Use flood-tolerant varieties in low fields, and plant upland crops on raised beds.',
        'Gumamit ng barayting matibay sa baha sa mabababang bukid, at itanim ang mga pananim sa taas sa mataas na kama.',
      ),
      t(
        'Plan harvests for dry days, and prepare a dryer or covered drying area.',
        'Iplano ang pag-aani sa mga araw na walang ulan, at maghanda ng dryer o bubungang patuyuan.',
      ),
      t('Insure your crops with PCIC.', 'Ipaseguro ang pananim sa PCIC.'),
    ],
    sms: 'Above normal rain this season: raise levees, clean drains, use flood-tolerant varieties, plan dry-day harvests, insure with PCIC.',
  },
};

const GENERAL_TEN_DAY: Record<RainfallClass, GeneralAdvice> = {
  wb_normal: {
    risk: 'dry_spell',
    impact: t(
      'No rain in the next 10 days: soils dry out and young plants wilt.',
      'Walang ulan sa susunod na 10 araw: matutuyo ang lupa at malalanta ang mga batang halaman.',
    ),
    practices: [
      t(
        'Irrigate early in the morning or late in the afternoon, and check the soil every two or three days.',
        'Magpatubig sa umaga o sa hapon, at tingnan ang lupa tuwing ikalawa o ikatlong araw.',
      ),
      t(
        'Hold off planting and fertilising fields without irrigation until the rain comes.',
        'Ipagpaliban ang pagtatanim at pag-aabono sa mga bukid na walang patubig hanggang umulan.',
      ),
      USE_DRY_DAYS,
    ],
    sms: 'No rain next 10 days: irrigate morning or late afternoon, hold off planting on rainfed fields, harvest and dry mature crops.',
  },
  b_normal: {
    risk: 'dry_condition',
    impact: t(
      'Only light rain in the next 10 days: not enough for most crops without irrigation.',
      'Mahinang ulan lamang sa susunod na 10 araw: hindi sapat sa karamihan ng pananim kung walang patubig.',
    ),
    practices: [
      t(
        'Catch rainwater in ponds or drums, and give extra water where the soil dries.',
        'Mag-ipon ng tubig-ulan sa imbakan o drum, at magdagdag ng tubig kung saan natutuyo ang lupa.',
      ),
      t('Apply fertiliser only when the soil is moist.', 'Mag-abono lamang kapag basa ang lupa.'),
      t('Watch for pests that like dry weather, such as armyworms.', 'Bantayan ang mga pesteng gusto ang tuyong panahon, gaya ng harabas.'),
    ],
    sms: 'Light rain next 10 days: store rainwater, water where soil dries, fertilise only on moist soil, watch for armyworms.',
  },
  near_normal: {
    risk: 'no_risk',
    impact: t('Moderate rain in the next 10 days suits most farm work.', 'Katamtamang ulan sa susunod na 10 araw, angkop sa karamihan ng gawain sa bukid.'),
    practices: [
      t('Carry on with the scheduled planting, weeding and fertiliser.', 'Ituloy ang nakatakdang pagtatanim, pagdadamo at pag-aabono.'),
      t('Keep canals and drainage outlets open.', 'Panatilihing bukas ang mga kanal at labasan ng tubig.'),
      t('Check the fields every week for pests and diseases.', 'Suriin ang bukid linggo-linggo para sa peste at sakit.'),
    ],
    sms: 'Moderate rain next 10 days: carry on with planting, weeding and fertiliser, keep drains open, check fields weekly for pests.',
  },
  above_normal: {
    risk: 'wet_spell',
    impact: t(
      'Heavy rain in the next 10 days: water may stand in fields, and fertiliser and sprays may wash off.',
      'Malakas na ulan sa susunod na 10 araw: maaaring tumigil ang tubig sa bukid, at maanod ang abono at ini-spray.',
    ),
    practices: [
      t(
        'Clear canals and drainage outlets before the rain, and do not let water stand in the fields.',
        'Linisin ang mga kanal at labasan ng tubig bago umulan, at huwag hayaang tumigil ang tubig sa bukid.',
      ),
      t(
        'Do not spray or apply fertiliser just before heavy rain; wait for a dry spell.',
        'Huwag mag-spray o mag-abono bago ang malakas na ulan; hintayin ang mga araw na walang ulan.',
      ),
      t(
        'Harvest mature crops before the rain, and dry the harvest under cover.',
        'Anihin ang hinog na pananim bago umulan, at patuyuin ang ani sa may bubong.',
      ),
      t('Move seed, fertiliser and animals away from low places that flood.', 'Ilayo ang binhi, abono at mga hayop sa mabababang lugar na binabaha.'),
    ],
    sms: 'Heavy rain next 10 days: clear drains, no spraying or fertiliser before rain, harvest mature crops, move inputs and animals up.',
  },
};

/** Advice that holds whatever the forecast: what "what to do now" shows while no current outlook is loaded. */
const GENERAL_ANY: Partial<Record<RecommendationType, GeneralAdvice>> = {
  tenday: {
    risk: 'no_risk',
    impact: t(
      'Whatever the weather, regular care keeps small problems from growing.',
      'Anuman ang panahon, naiiwasan ng regular na pag-aalaga ang paglaki ng maliliit na problema.',
    ),
    practices: [
      t(
        'Walk your field every few days: check the water, weeds, pests and diseases.',
        'Libutin ang bukid tuwing ilang araw: tingnan ang tubig, damo, peste at sakit.',
      ),
      t('Keep canals and drainage outlets clean.', 'Panatilihing malinis ang mga kanal at labasan ng tubig.'),
      t(
        'Ask your municipal agriculturist for the latest 10-day outlook before big farm work.',
        'Itanong sa tanggapan ng agrikultura ng inyong bayan ang pinakabagong 10-araw na pagtataya bago ang malalaking gawain sa bukid.',
      ),
    ],
    sms: 'Walk your field every few days, keep drains clean, and ask your municipal agriculturist for the latest 10-day outlook.',
  },
  seasonal: {
    risk: 'no_risk',
    impact: t('Whatever the season brings, good planning lowers the risk.', 'Anuman ang dalhin ng panahon, napapababa ng mahusay na pagpaplano ang panganib.'),
    practices: [
      t(
        'Follow your cropping calendar, and buy certified seed and fertiliser early.',
        'Sundin ang inyong kalendaryo ng pagtatanim, at bumili nang maaga ng sertipikadong binhi at abono.',
      ),
      t('Insure your crops with PCIC.', 'Ipaseguro ang pananim sa PCIC.'),
      t(
        'Ask your municipal agriculturist for the latest seasonal outlook.',
        'Itanong sa tanggapan ng agrikultura ng inyong bayan ang pinakabagong pagtataya para sa panahon.',
      ),
    ],
    sms: 'Follow your cropping calendar, buy certified seed and fertiliser early, insure with PCIC, and ask for the latest seasonal outlook.',
  },
};

const GENERAL: Record<RecommendationType, Record<string, GeneralAdvice>> = { special: GENERAL_SPECIAL, seasonal: GENERAL_SEASONAL, tenday: GENERAL_TEN_DAY };

function generalDraft(type: RecommendationType, trigger: string | null, advice: GeneralAdvice): RecommendationDraft {
  const lead = trigger ? TRIGGER_TABLES[type][trigger]!.lead : null;
  return {
    type,
    cropKey: null,
    stage: null,
    farmOperation: FARM_OPERATION[type],
    trigger,
    risk: advice.risk,
    impactEn: lead ? impactHtml(lead.en, advice.impact.en) : `<p>${escapeHtml(advice.impact.en)}</p>`,
    impactTl: lead ? impactHtml(lead.tl, advice.impact.tl) : `<p>${escapeHtml(advice.impact.tl)}</p>`,
    practiceEn: practiceHtml(advice.practices.map((point) => point.en)),
    practiceTl: practiceHtml(advice.practices.map((point) => point.tl)),
    sms: advice.sms,
  };
}

/**
 * Every rice and corn stage × every trigger of every recommendation type (196 drafts), then the general
 * rows for every crop: one per trigger of each type (14), and one per seasonal and 10-day type that holds
 * whatever the forecast (2). Deterministic.
 */
export function demoRecommendations(): RecommendationDraft[] {
  const drafts: RecommendationDraft[] = [];
  for (const crop of [RICE, CORN]) {
    for (const type of RECOMMENDATION_TYPES) {
      for (const stage of crop.stages) {
        for (const trigger of TRIGGERS[type]) drafts.push(draftOf(crop, stage, type, trigger));
      }
    }
  }
  for (const type of RECOMMENDATION_TYPES) {
    for (const trigger of TRIGGERS[type]) drafts.push(generalDraft(type, trigger, GENERAL[type][trigger]!));
    const any = GENERAL_ANY[type];
    if (any) drafts.push(generalDraft(type, null, any));
  }
  return drafts;
}
