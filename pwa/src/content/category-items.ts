import { productImage } from './image-refs';
import { productHref, productTitles, type ProductSlug } from './product-index';
import { productIllustrations } from './product-illustrations';
import type { CategoryItem, SolutionCategoryKey } from './types';

function item(slug: ProductSlug, alt: string, description: string, features: readonly string[]): CategoryItem {
  return {
    name: productTitles[slug],
    image: productImage(productIllustrations[slug], alt),
    description,
    features,
    redirectTo: productHref(slug),
  };
}

/** The '{category} Solutions' grids of the home page, by category. */
export const categoryItems: Readonly<Record<SolutionCategoryKey, readonly CategoryItem[]>> = {
  robot: [
    item('articulated-robot', 'Six-axis articulated industrial robot arm', 'Six-axis robots for assembly, welding, material handling and machine tending.', [
      'Payload 3–80 kg',
      'Reach 504–2100 mm',
      'AC servo drives with absolute encoders',
      'Supplied as robot, controller or complete cell',
    ]),
    item('cobot', 'Collaborative robot arm beside an operator', 'Collaborative robots that share the workspace with people.', [
      'Payload 3–20 kg',
      'Collision detection',
      'Easy programming',
      'Human–robot collaboration',
    ]),
    item('scara-robot', 'SCARA robot with a horizontal two-link arm', 'Fast, precise robots for single-plane pick-and-place and assembly.', [
      'Payload 3–20 kg',
      'Reach 350–1000 mm',
      'CC-Link, EtherNet/IP, PROFINET and EtherCAT options',
      'Programming with RT ToolBox3',
    ]),
    item('cartesian-robot', 'Cartesian robot with linear X, Y and Z axes', 'Linear-axis robots built to the work area of your application.', [
      'Encoders for precise positioning',
      'Custom automation',
      'PLC integration',
    ]),
  ],
  fms: [
    item('fms', 'Flexible manufacturing system with modular stations', 'Eight modular stations under one PLC for teaching complete production automation.', [
      'Eight stations from feeding to robot integration',
      'Siemens, Mitsubishi, Allen-Bradley or Delta PLC with HMI',
      'Optical, laser and colour sensors',
      'Pneumatic, vacuum and magnetic grippers',
    ]),
  ],
  'svr-innovation': [
    item('electrohydraulic', 'Electro-hydraulic trainer with valves and cylinders', 'A trainer for hydraulic circuits under electrical control.', [
      'Single- and double-acting cylinders',
      'Regenerative, unloading, sequencing, locking and synchronising circuits',
      'Manual, PLC or IoT operation',
    ]),
    item('electropneumatic', 'Electro-pneumatic trainer panel with cylinders', 'A trainer for compressed-air circuits under electrical control.', [
      'Single- and double-acting cylinders',
      'Regenerative, unloading, sequencing, locking and synchronising circuits',
      'Manual, PLC or IoT operation',
    ]),
    item('elevator', 'Three-floor elevator model', 'A working three-floor lift for PLC training.', [
      'Three floors, 750 mm tall',
      'NEMA 17 geared stepper with counterweight',
      'Proximity sensing',
    ]),
    item('bottlefilling', 'Bottle filling plant model', 'A teaching-scale filling line with PLC, SCADA and IoT.', [
      'PLC control',
      'SCADA supervision',
      'IoT connectivity',
    ]),
    item('stewart', 'Stewart platform carried by six actuators', 'A six-actuator hexapod for studying parallel mechanisms.', [
      'Six actuators',
      'Six degrees of freedom',
      'Parallel-kinematics experiments',
    ]),
  ],
  grippers: [
    item('3jaw', 'Pneumatic three-jaw concentric gripper', 'A self-centring pneumatic gripper for round parts.', [
      'Grip force 14–946 N',
      'Stroke 4–24 mm',
      'Operating pressure 3–7 bar',
    ]),
    item('suctioncup', 'Vacuum suction cup gripper', 'Vacuum cups for flat and smooth parts.', [
      'Cup diameter Ø22–125 mm',
      'NBR material',
      'Payload 500 g',
      'Bellows cups for sheet metal',
    ]),
    item('sensorizedgripper', 'Electric gripper fitted with sensors', 'An electric gripper that measures its own grip.', [
      'Payload 2 kg',
      'IR part detection',
      'Strain-gauge, load-cell and force sensors',
    ]),
    item('magneticgripper', 'Round magnetic gripper holding a steel plate', 'Permanent-magnet grippers, switched by air, for ferrous parts.', [
      'Diameter Ø30–70 mm',
      'Holding force 35–290 N',
      'Pneumatic switching',
    ]),
    item('paralleljaw', 'Servo-electric parallel-jaw gripper', 'SVR Grabo, our servo-electric parallel-jaw gripper.', [
      'Payload 5 kg (1.2 and 10 kg options)',
      'Stroke 70 mm, grip force 180 N',
      '60 cycles per minute',
      'EtherNet/IP, CANopen and EtherCAT',
    ]),
    item('curvilinearjaw', 'Servo gripper with two curved jaws', 'The curvilinear-jaw version of SVR Grabo.', [
      'Angular stroke 68°',
      'Force and position feedback',
      'EtherNet/IP, CANopen and EtherCAT',
    ]),
    item('pneumaticjaw', 'Compact pneumatic jaw gripper', 'Double-acting pneumatic grippers with two or three jaws.', [
      'Operating pressure 2 to 7 bar',
      'Stroke 4 to 30 mm',
      'Force 11 to 254 N',
      'Hard-anodised body',
    ]),
  ],
  'plc-application': [
    item('vfdkit', 'VFD training panel with a three-phase motor', 'Speed, direction and timed control of a three-phase motor.', [
      '0.25 HP three-phase motor',
      'VFD speed and direction control',
      'Auto and manual modes',
    ]),
    item('elevator', 'Three-floor elevator model', 'A three-floor lift model for PLC programming.', [
      'Three floors, 750 mm tall',
      'Stepper-driven cabin with counterweight',
      'Proximity sensor',
    ]),
    item('steppermotor', 'Stepper motor training panel', 'Speed and direction control of a stepper motor.', [
      'NEMA 17 stepper motor',
      'Speed and direction control',
      'Timed runs',
    ]),
    item('waterlevel', 'Water level kit with two steel tanks', 'Level control between two tanks.', [
      'Two 3 L stainless steel tanks',
      'Float sensors',
      '12 V DC pump',
    ]),
    item('conveyor', 'Small stepper-driven belt conveyor', 'A stepper-driven belt conveyor under PLC control.', [
      '300 × 50 mm belt',
      'Stepper motor drive',
      '24 V control',
    ]),
    item('stardelta', 'Star-delta starter panel with contactors', 'The classic reduced-current motor starter, under PLC control.', [
      'Air-break contactors',
      'Timed star-to-delta changeover',
      'Banana-socket wiring',
    ]),
    item('temperaturecontrol', 'Temperature control kit with a heated tank', 'Heating water to a set point under PLC control.', [
      '3 L stainless steel tank',
      '1000 W, 230 V heater',
      'Float sensor',
    ]),
  ],
  'school-robotic-lab': [
    item('mazesolving', 'Small robot inside a maze', 'A robot that finds its way through a maze.', ['Arduino Nano', 'IR sensors', '5 hours of battery life']),
    item('linefollower', 'Line follower robot on a track', 'The classic first robot: it follows a line and watches for obstacles.', [
      'Arduino Nano',
      'IR and ultrasonic sensors',
      '4 hours of battery life',
    ]),
    item('selfbalancing', 'Two-wheeled self-balancing robot', 'A two-wheeled robot that keeps itself upright.', [
      'Arduino UNO',
      'IMU with PID control',
      '11.1 V, 2200 mAh battery',
    ]),
    item('digitaldice', 'Digital dice with a 7-segment display', 'Press the button, roll a number.', ['Arduino UNO', 'Push button', '7-segment display']),
    item('fankit', 'Fan kit with a temperature sensor', 'A fan that switches on when it gets warm.', ['Arduino UNO', 'LM35 temperature sensor', '12 V fan']),
    item('objectcounter', 'Object counter with belt and IR sensor', 'Counts objects passing on a belt.', ['IR sensor', 'Timing belts', '12 V DC supply']),
    item('bipedal', 'Two-legged walking robot', 'A servo-driven robot that walks on two legs.', [
      '4, 8 or 10 degrees of freedom',
      'Arduino Mega',
      '400 mm tall, 2 kg',
    ]),
  ],
  software: [
    item('roboanalyzer', 'RoboAnalyzer 3D robot model', 'Robot kinematics and dynamics in 3D, from IIT Delhi.', [
      'DH parameters with a live 3D model',
      'Forward and inverse kinematics and dynamics',
      'Virtual robot module with industrial robot models',
    ]),
    item('mechanalyzer', 'MechAnalyzer four-bar mechanism', 'Kinematics and statics of common mechanisms, from IIT Delhi.', [
      'About ten mechanisms',
      'Coupler curves, velocity and acceleration diagrams',
      'Cams, instantaneous centres and gears',
    ]),
    item('feast', 'Finite-element mesh with a stress contour plot', 'Finite-element analysis software from ISRO’s VSSC.', [
      'Static, vibration and buckling analysis',
      'Heat transfer and transient analysis',
      'Electrostatic, electromagnetic and XFEM fracture',
    ]),
    item('rttoolbox', 'RT ToolBox robot program and simulation', 'Mitsubishi’s PC software for robot programming and simulation.', [
      'Robot programming on a PC',
      'Simulation before running on the robot',
      'For Mitsubishi industrial robots',
    ]),
  ],
};
