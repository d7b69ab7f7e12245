#!/usr/bin/env python3
"""Build content/learning/prerequisites/<topic-slug>.json from the shared library.

The prerequisite texts live in prereq_lib_*.py (one entry per key). Several
topics share a key such as linear-algebra; this script copies the shared entry
into each topic file and appends one topic-specific sentence to its
description, explaining why that prerequisite matters for that topic.

Usage (from anywhere):  python3 content/learning/tools/build_prerequisites.py
Edit the library or TOPIC_PREREQUISITES below, then re-run; the JSON files are
regenerated. Do not hand-edit the generated JSON.
"""

import copy
import json
import sys
from pathlib import Path

sys.dont_write_bytecode = True

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import prereq_lib_ai_electronics  # noqa: E402
import prereq_lib_math_programming  # noqa: E402
import prereq_lib_robotics_vision  # noqa: E402

OUT_DIR = HERE.parent / "prerequisites"

LIBRARY = {}
for module in (prereq_lib_math_programming, prereq_lib_robotics_vision, prereq_lib_ai_electronics):
    for entry in module.ENTRIES:
        if entry["key"] in LIBRARY:
            raise SystemExit(f"duplicate prerequisite key {entry['key']}")
        LIBRARY[entry["key"]] = entry

# topic slug -> list of (prerequisite key, topic-specific sentence)
TOPIC_PREREQUISITES = {
    "ros1": [
        ("linux-command-line", "ROS Noetic runs on Ubuntu 20.04, and you will build catkin workspaces, source setup files and launch nodes from the terminal."),
        ("python-programming", "Most beginner ROS 1 nodes, scripts and tools are written with rospy."),
        ("cpp-programming", "roscpp nodes, drivers and most core ROS 1 packages are written in C++."),
        ("rigid-body-transforms", "tf, URDF and every sensor message in ROS 1 depend on correctly chained coordinate frames."),
    ],
    "ros2": [
        ("linux-command-line", "ROS 2 LTS releases target Ubuntu, and colcon, ros2 CLI tools and launch are all used from the terminal."),
        ("python-programming", "rclpy nodes, Python launch files and most ROS 2 tooling are written in Python."),
        ("cpp-programming", "rclcpp, components and performance-critical ROS 2 packages use modern C++ with smart pointers and lambdas."),
        ("cmake-build-systems", "Every ROS 2 C++ package is built with ament_cmake, and colcon drives CMake for the whole workspace."),
    ],
    "visual-slam": [
        ("linear-algebra", "Camera poses, projections, essential matrices and bundle adjustment are all expressed with matrices and solved with SVD and least squares."),
        ("camera-models-calibration", "Visual SLAM accuracy depends directly on the camera model and a good intrinsic (and IMU-camera) calibration."),
        ("optimization-basics", "The SLAM back end is a large sparse nonlinear least-squares problem solved with Gauss-Newton or Levenberg-Marquardt."),
        ("probability-statistics", "Measurement noise models, robust outlier rejection with RANSAC and covariance weighting are probabilistic ideas."),
        ("cpp-programming", "ORB-SLAM3, VINS-Fusion, RTAB-Map and optimisation libraries such as g2o and GTSAM are written in C++."),
    ],
    "lidar-slam": [
        ("rigid-body-transforms", "Every scan is registered to the map through chains of 2D or 3D transforms between the map, odom, base and LiDAR frames."),
        ("point-cloud-processing", "LiDAR SLAM front ends filter, downsample and register point clouds before anything else happens."),
        ("kalman-filtering", "LiDAR-inertial systems fuse IMU and scan matching with Kalman-style filters, and AMCL localisation is a particle filter."),
        ("ros-fundamentals", "slam_toolbox, Cartographer and LIO packages are run, configured and debugged as ROS nodes with tf and bag files."),
    ],
    "ignition-gazebo": [
        ("linux-command-line", "Gazebo and ros_gz are installed with apt and launched and inspected with gz and ros2 command-line tools."),
        ("ros-fundamentals", "Simulated sensors and actuators are connected to your software as ROS 2 topics through ros_gz_bridge."),
        ("urdf-sdf-modeling", "Modern Gazebo uses SDF natively and converts URDF robots, so modelling skills decide whether simulation behaves realistically."),
        ("cpp-programming", "Custom Gazebo system plugins and performance-sensitive simulation code are written in C++."),
    ],
    "ros1-gazebo": [
        ("linux-command-line", "Gazebo 11 and ROS Noetic run on Ubuntu 20.04 and are launched and debugged from the terminal."),
        ("ros-fundamentals", "gazebo_ros plugins publish simulated data as ROS topics and accept commands, so ROS basics are essential."),
        ("urdf-sdf-modeling", "Robots are spawned from URDF/xacro with <gazebo> tags that add friction, sensors and plugins."),
        ("physics-mechanics", "Realistic masses, inertias and friction values are what make a simulated robot move like the real one."),
    ],
    "open-cv": [
        ("python-programming", "The quickest way to learn and prototype with OpenCV is its Python interface, cv2."),
        ("numpy-scientific-python", "In Python every OpenCV image is a NumPy array, so slicing, masking and vectorised operations are used constantly."),
        ("digital-image-fundamentals", "OpenCV functions implement these fundamentals; knowing them tells you which function to call and why."),
        ("linear-algebra", "Geometric transforms, homographies, calibration and pose estimation in OpenCV are matrix operations."),
    ],
    "yolo": [
        ("python-programming", "Ultralytics YOLO training, dataset preparation and inference scripts are written in Python."),
        ("neural-network-basics", "YOLO is a convolutional neural network; understanding layers, losses and training dynamics lets you fine-tune it sensibly."),
        ("pytorch-basics", "Modern YOLO implementations are built on PyTorch and export to ONNX and TensorRT from it."),
        ("digital-image-fundamentals", "Image resolution, colour order, letterboxing and augmentation all affect detection quality."),
    ],
    "navigation": [
        ("ros-fundamentals", "Nav2 is a set of ROS 2 lifecycle nodes, actions and plugins configured with parameters and launch files."),
        ("rigid-body-transforms", "Navigation depends on a correct map → odom → base_link → sensor transform tree."),
        ("kalman-filtering", "Localisation with AMCL and odometry fusion with robot_localization are state-estimation problems."),
        ("data-structures-algorithms", "Global planners search costmap grids with Dijkstra, A* and their variants."),
        ("feedback-control-basics", "Local controllers track the planned path with feedback, and poor tuning shows up as oscillation or overshoot."),
    ],
    "plc": [
        ("basic-electronics", "You must wire 24 V DC inputs and outputs safely and understand sourcing, sinking and load currents."),
        ("digital-logic", "Ladder diagrams are Boolean logic with timers, counters and latches, and sequences are state machines."),
        ("industrial-automation-basics", "A PLC program only makes sense once you understand the sensors, contactors, valves and safety circuits it controls."),
    ],
    "path-planning": [
        ("data-structures-algorithms", "Graph search, priority queues and spatial data structures are the core of search-based planners."),
        ("python-programming", "Implementing and visualising planners in Python is the fastest way to understand and compare them."),
        ("linear-algebra", "Configuration spaces, collision geometry and trajectory smoothing use vectors, matrices and norms."),
        ("probability-statistics", "Sampling-based planners such as PRM and RRT rely on random sampling and probabilistic completeness arguments."),
    ],
    "rviz": [
        ("ros-fundamentals", "RViz displays data from topics, so you need to know how topics, message types and QoS work."),
        ("rigid-body-transforms", "RViz renders everything in a fixed frame via tf; most 'nothing shows up' problems are frame problems."),
        ("urdf-sdf-modeling", "The RobotModel display draws the robot from its URDF and the tf tree published by robot_state_publisher."),
    ],
    "moveit": [
        ("ros-fundamentals", "MoveIt 2 is configured with ROS 2 parameters and launch files and communicates through topics, services and actions."),
        ("kinematics-fundamentals", "Inverse kinematics, Cartesian paths, Jacobians and singularities appear constantly when planning arm motions."),
        ("urdf-sdf-modeling", "The MoveIt Setup Assistant starts from a correct URDF with sensible collision geometry and joint limits."),
        ("cpp-programming", "The MoveGroup C++ interface, Task Constructor and most MoveIt examples are written in C++."),
    ],
    "control-systems": [
        ("calculus", "Controllers are built from derivatives and integrals of error, and linearisation uses Taylor expansions."),
        ("differential-equations", "Plant models are differential equations, and their solutions describe transient and steady-state behaviour."),
        ("laplace-transforms", "Classical control design with transfer functions, root locus and Bode plots happens in the s-domain."),
        ("linear-algebra", "State-space control, controllability, observability, pole placement and LQR are matrix methods."),
    ],
    "machine-learning": [
        ("python-programming", "The machine-learning ecosystem — scikit-learn, pandas and Jupyter — is Python-first."),
        ("numpy-scientific-python", "Datasets, features and model inputs are NumPy arrays and pandas DataFrames."),
        ("linear-algebra", "Linear models, PCA and most learning algorithms are expressed as matrix operations."),
        ("probability-statistics", "Learning is statistical estimation, and model evaluation relies on sampling, variance and significance."),
        ("calculus", "Training minimises loss functions with gradients, which requires partial derivatives and the chain rule."),
    ],
    "deep-learning": [
        ("machine-learning-fundamentals", "Deep learning inherits the ML workflow: losses, data splits, overfitting, regularisation and metrics."),
        ("linear-algebra", "Every layer is a matrix multiplication, and tensor shapes are the most common source of bugs."),
        ("calculus", "Backpropagation is the multivariable chain rule applied through the network."),
        ("numpy-scientific-python", "PyTorch tensors behave like NumPy arrays, and data preparation and analysis use the scientific Python stack."),
    ],
    "reinforcement-learning": [
        ("probability-statistics", "RL is built on expectations over stochastic policies and transitions, and its results are noisy and need careful statistics."),
        ("machine-learning-fundamentals", "Deep RL reuses function approximation, loss minimisation and generalisation ideas from supervised learning."),
        ("neural-network-basics", "Policies and value functions in deep RL are neural networks trained with gradient descent."),
        ("python-programming", "Gymnasium, Stable-Baselines3 and most RL research code are written in Python."),
    ],
    "hri": [
        ("ros-fundamentals", "Interactive robot behaviours — speech, gestures, displays — are integrated as ROS nodes and actions."),
        ("probability-statistics", "Analysing user-study data and modelling uncertain human behaviour both require statistics."),
        ("user-study-design", "HRI findings are only credible when they come from well-designed, ethical studies with people."),
        ("python-programming", "Prototyping interaction logic, speech interfaces and data analysis is usually done in Python."),
    ],
    "perception": [
        ("digital-image-fundamentals", "Camera-based perception starts with pixels, colour spaces and filtering."),
        ("camera-models-calibration", "Placing detections in 3D and fusing cameras with LiDAR require accurate intrinsic and extrinsic calibration."),
        ("point-cloud-processing", "Depth cameras and LiDARs produce point clouds that must be filtered, segmented and clustered."),
        ("neural-network-basics", "Modern detection, segmentation and pose estimation models are deep neural networks."),
    ],
    "sensors": [
        ("basic-electronics", "Powering sensors correctly, matching logic levels and reading voltages require circuit fundamentals."),
        ("microcontroller-programming", "Most sensors are read by a microcontroller over GPIO, ADC, I2C, SPI or UART."),
        ("signal-processing-basics", "Raw sensor data must be sampled properly and filtered before it is useful."),
        ("probability-statistics", "Characterising noise, bias and calibration uncertainty is a statistical task."),
    ],
    "actuators": [
        ("basic-electronics", "Motor drivers, MOSFETs, flyback diodes and power supplies are electronic circuits you must size and wire correctly."),
        ("physics-mechanics", "Sizing a motor and gearbox starts with forces, torques, inertia and power."),
        ("microcontroller-programming", "Actuators are driven with PWM and read back with encoder interrupts on microcontrollers."),
        ("feedback-control-basics", "Velocity and position control of motors are closed-loop PID controllers."),
    ],
    "kinematics": [
        ("linear-algebra", "Forward kinematics, Jacobians and numerical inverse kinematics are matrix computations."),
        ("rigid-body-transforms", "Kinematic chains are products of homogeneous transforms between link frames."),
        ("calculus", "The Jacobian is a matrix of partial derivatives of forward kinematics."),
        ("numpy-scientific-python", "Implementing and plotting kinematics in NumPy and Matplotlib is the best way to check your derivations."),
    ],
    "llm": [
        ("python-programming", "LLM SDKs, agent frameworks and robot glue code are predominantly Python."),
        ("neural-network-basics", "Understanding transformers and attention explains what LLMs can and cannot do reliably."),
        ("rest-apis-json", "LLMs are usually accessed over HTTP APIs, and their outputs must be parsed and validated as structured JSON."),
        ("ros-fundamentals", "LLM planners act on robots by calling ROS services and actions that wrap the robot's skills."),
    ],
    "dynamics": [
        ("physics-mechanics", "Robot dynamics generalises Newton's laws, torque and moment of inertia to chains of rigid bodies."),
        ("kinematics-fundamentals", "Dynamics builds on kinematics: velocities and Jacobians appear directly in the equations of motion."),
        ("differential-equations", "The equations of motion are second-order nonlinear ODEs that you simulate and linearise."),
        ("linear-algebra", "The mass matrix, Coriolis matrix and inertia tensors are matrices with important structural properties."),
    ],
}


def build():
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    used = set()
    for topic, items in TOPIC_PREREQUISITES.items():
        out = []
        for key, context in items:
            if key not in LIBRARY:
                raise SystemExit(f"{topic}: unknown prerequisite key {key}")
            entry = copy.deepcopy(LIBRARY[key])
            entry["description"] = f"{entry['description']} {context}"
            out.append(entry)
            used.add(key)
        path = OUT_DIR / f"{topic}.json"
        path.write_text(json.dumps(out, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    unused = sorted(set(LIBRARY) - used)
    print(f"wrote {len(TOPIC_PREREQUISITES)} topic files, {len(used)} distinct keys")
    if unused:
        print("unused library keys:", ", ".join(unused))


if __name__ == "__main__":
    build()
