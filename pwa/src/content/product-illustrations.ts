import articulatedRobot from './images/products/articulated-robot.svg';
import cobot from './images/products/cobot.svg';
import scaraRobot from './images/products/scara-robot.svg';
import cartesianRobot from './images/products/cartesian-robot.svg';
import fms from './images/products/fms.svg';
import electropneumatic from './images/products/electropneumatic.svg';
import electrohydraulic from './images/products/electrohydraulic.svg';
import elevator from './images/products/elevator.svg';
import bottlefilling from './images/products/bottlefilling.svg';
import stewart from './images/products/stewart.svg';
import sensorlab from './images/products/sensorlab.svg';
import amr from './images/products/amr.svg';
import threeJaw from './images/products/3jaw.svg';
import suctioncup from './images/products/suctioncup.svg';
import sensorizedgripper from './images/products/sensorizedgripper.svg';
import magneticgripper from './images/products/magneticgripper.svg';
import gripperlab from './images/products/gripperlab.svg';
import paralleljaw from './images/products/paralleljaw.svg';
import curvilinearjaw from './images/products/curvilinearjaw.svg';
import pneumaticjaw from './images/products/pneumaticjaw.svg';
import vfdkit from './images/products/vfdkit.svg';
import steppermotor from './images/products/steppermotor.svg';
import waterlevel from './images/products/waterlevel.svg';
import conveyor from './images/products/conveyor.svg';
import stardelta from './images/products/stardelta.svg';
import temperaturecontrol from './images/products/temperaturecontrol.svg';
import mazesolving from './images/products/mazesolving.svg';
import linefollower from './images/products/linefollower.svg';
import selfbalancing from './images/products/selfbalancing.svg';
import digitaldice from './images/products/digitaldice.svg';
import fankit from './images/products/fankit.svg';
import objectcounter from './images/products/objectcounter.svg';
import bipedal from './images/products/bipedal.svg';
import roboanalyzer from './images/products/roboanalyzer.svg';
import mechanalyzer from './images/products/mechanalyzer.svg';
import feast from './images/products/feast.svg';
import rttoolbox from './images/products/rttoolbox.svg';
import type { ProductSlug } from './product-index';

/** URLs of the product illustrations (800×600 SVG), for cards outside the lazy product pages. */
export const productIllustrations: Readonly<Record<ProductSlug, string>> = {
  'articulated-robot': articulatedRobot,
  cobot,
  'scara-robot': scaraRobot,
  'cartesian-robot': cartesianRobot,
  fms,
  electropneumatic,
  electrohydraulic,
  elevator,
  bottlefilling,
  stewart,
  sensorlab,
  amr,
  '3jaw': threeJaw,
  suctioncup,
  sensorizedgripper,
  magneticgripper,
  gripperlab,
  paralleljaw,
  curvilinearjaw,
  pneumaticjaw,
  vfdkit,
  steppermotor,
  waterlevel,
  conveyor,
  stardelta,
  temperaturecontrol,
  mazesolving,
  linefollower,
  selfbalancing,
  digitaldice,
  fankit,
  objectcounter,
  bipedal,
  roboanalyzer,
  mechanalyzer,
  feast,
  rttoolbox,
};
