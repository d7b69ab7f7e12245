"""Prerequisite library, part B: robotics foundations and vision."""

from prereq_common import P

ENTRIES = [
    P(
        key="ros-fundamentals",
        title="ROS Fundamentals",
        description="Nodes, topics, services, actions, parameters, launch files, tf and bags — the core concepts shared by ROS 1 and ROS 2.",
        category="Robotics",
        duration="3 weeks",
        difficulty="Beginner",
        overview="Navigation, SLAM, MoveIt, RViz and Gazebo integrations are all built on ROS. Before learning any of them you should be able to create a workspace, write and run simple nodes, inspect topics from the command line, write a launch file and understand how coordinate frames are published with tf. This prerequisite covers those fundamentals using ROS 2, noting where ROS 1 differs.",
        details_title="The ROS computation graph",
        details_content=(
            "A ROS system is a graph of nodes — independent processes, each responsible for one job such as reading a LiDAR, estimating pose or planning a path. Nodes communicate over topics (streams of typed messages with publish-subscribe semantics), services (synchronous request-response calls) and actions (long-running goals with feedback and cancellation). Parameters configure nodes at start-up and at run time.\n\n"
            "Because components are decoupled by message types, you can swap a simulated camera for a real one, replay recorded data from a bag file, or add a visualisation node without changing the rest of the system. Standard message packages (sensor_msgs, geometry_msgs, nav_msgs) mean that drivers and algorithms from different authors work together.\n\n"
            "In ROS 1, a central roscore lets nodes find each other; in ROS 2, discovery is decentralised through DDS, and QoS settings control reliability and history. The concepts are otherwise the same, so what you learn here transfers between them."
        ),
        sections=[
            ("nodes-topics", "Nodes, Topics and Messages",
             "Write a publisher that sends geometry_msgs/Twist velocity commands and a subscriber that logs sensor_msgs/LaserScan data. Each topic has a name and one message type; many publishers and subscribers can share it. Explore a running system with ros2 node list, ros2 topic list, ros2 topic echo /scan, ros2 topic hz /scan and ros2 interface show sensor_msgs/msg/LaserScan. Understand message headers: the timestamp (header.stamp) and the frame_id tell consumers when and in which coordinate frame the data was measured, and getting these right is essential for tf and sensor fusion."),
            ("services-actions-params", "Services, Actions and Parameters",
             "Services suit quick queries or commands, such as resetting odometry or requesting a map: a client sends a request and waits for a response. Actions suit long tasks such as navigating to a goal or moving an arm: the client sends a goal, receives periodic feedback, gets a final result and can cancel midway. Parameters (declared in the node, set from YAML files or the command line with ros2 param set) make nodes configurable without recompiling — for example a controller's gains or a sensor's frame name. Learn to call services and send action goals from the CLI for testing."),
            ("launch-workspaces", "Workspaces, Packages and Launch Files",
             "Code is organised into packages inside a workspace (src/ folder), built with colcon in ROS 2 or catkin in ROS 1. After building, source install/setup.bash so ROS can find your packages. Launch files start many nodes at once with parameters, remappings and namespaces; in ROS 2 they are usually written in Python (or XML/YAML), e.g. a launch file that starts the robot driver, robot_state_publisher and RViz together. Understand remapping (connecting a node's /image topic to /camera/image_raw) and namespaces for running multiple robots."),
            ("tf-bags-tools", "tf, Bags and Debugging Tools",
             "tf2 maintains the tree of coordinate frames over time; robot_state_publisher publishes frames from the URDF and joint states, while localisation nodes publish map → odom. Use ros2 run tf2_tools view_frames to draw the tree. Record data with ros2 bag record -a (or selected topics) and replay it with ros2 bag play to develop algorithms without the robot. rqt_graph shows which nodes are connected, rqt_console filters log messages, and RViz visualises almost everything. These tools turn a mysterious failure into a quick diagnosis."),
        ],
        resources=[
            ("ROS 2 Documentation — Beginner: CLI tools and Client libraries tutorials", "The official step-by-step tutorials for nodes, topics, services, parameters, actions, launch and bags.", "12 hours"),
            ("A Concise Introduction to Robot Programming with ROS 2 — Francisco Martín Rico", "Textbook that teaches ROS 2 concepts through complete robot behaviours in C++ and Python.", "20 hours"),
            ("Articulated Robotics (YouTube) — Getting Ready for ROS series", "Friendly video series explaining ROS 2 concepts, tf and URDF with practical examples.", "5 hours"),
        ],
    ),
    P(
        key="urdf-sdf-modeling",
        title="Robot Description with URDF, Xacro and SDF",
        description="Describing a robot's links, joints, geometry, inertia and sensors in XML so that ROS tools and simulators can understand it.",
        category="Robotics",
        duration="1 week",
        difficulty="Beginner",
        overview="RViz, MoveIt, Nav2 and Gazebo all need a model of the robot: what its parts are, how they are connected, where sensors are mounted and how heavy each part is. ROS uses URDF (Unified Robot Description Format), usually written with the xacro macro language, and Gazebo uses SDF (Simulation Description Format). A correct model prevents a whole class of frame, visualisation and simulation bugs.",
        details_title="One model, many uses",
        details_content=(
            "A URDF file is a tree of links (rigid bodies) connected by joints. Each link can have visual geometry (what you see), collision geometry (what planners and physics engines check) and inertial properties (mass, centre of mass and inertia tensor). Each joint has a type — fixed, revolute, continuous or prismatic — an origin transform from parent to child, an axis and limits.\n\n"
            "robot_state_publisher reads the URDF and joint states and publishes the tf tree, which is how RViz draws the robot and how every other node knows where sensors are. MoveIt uses the same model for kinematics and collision checking, and Gazebo converts it to SDF for simulation, using extra <gazebo> tags for friction, sensors and plugins.\n\n"
            "SDF is richer than URDF: it can describe entire worlds, closed kinematic loops, lights and detailed sensor models. Modern Gazebo uses SDF natively, so it is worth understanding both formats."
        ),
        sections=[
            ("links-joints", "Links and Joints",
             "Start with a simple differential-drive robot: a base_link box, two continuous wheel joints and a fixed caster. Each joint's <origin xyz='...' rpy='...'/> places the child frame relative to the parent, and <axis xyz='0 1 0'/> sets the rotation axis. Follow ROS conventions (REP 103): x forward, y left, z up, lengths in metres and angles in radians. Add fixed joints for sensors, e.g. a laser_frame mounted on top of the base, so that sensor data is transformed correctly. Validate with check_urdf and visualise with joint_state_publisher_gui and RViz."),
            ("inertia-collision", "Inertia, Collision and Visual Geometry",
             "Physics simulators need realistic inertial values: mass, centre of mass and the inertia tensor. For simple shapes use standard formulas — a solid box has Ixx = m(y² + z²)/12 — or export them from CAD. Wrong or zero inertia causes robots to jitter, sink or fly away in Gazebo. Use simple primitives (boxes, cylinders, spheres) for collision geometry to keep collision checking fast, and detailed meshes (STL, DAE or OBJ) only for visuals. Keep mesh scale and origin consistent with the link frame."),
            ("xacro", "Xacro Macros and Parameters",
             "Plain URDF quickly becomes repetitive. Xacro adds properties (<xacro:property name='wheel_radius' value='0.05'/>), math expressions (${wheel_radius*2}), macros for repeated parts like wheels, and file inclusion to separate the base, sensors and Gazebo or ros2_control tags. Launch files run xacro to generate URDF at start-up and pass it to robot_state_publisher as the robot_description parameter. Parameterising dimensions makes it easy to adapt the model when the hardware changes."),
            ("sdf-gazebo", "SDF and Simulation-Specific Information",
             "SDF describes models and worlds for Gazebo: <world>, <model>, <link>, <joint>, <sensor> and <plugin> elements, with physics settings such as step size. When spawning a URDF robot, Gazebo converts it to SDF; simulation-only details go in <gazebo reference='link'> tags (friction coefficients mu1/mu2, materials, sensors) and plugins such as diff-drive or joint-state publishers. Learn to read the converted SDF (gz sdf -p robot.urdf) to debug missing sensors or merged fixed links, a common surprise because fixed joints are lumped together during conversion."),
        ],
        resources=[
            ("ROS 2 Documentation — URDF tutorials", "Official tutorials on building a visual robot model, adding physical properties and using xacro.", "4 hours"),
            ("SDFormat specification (sdformat.org)", "Complete reference for SDF elements used by Gazebo worlds, models, sensors and plugins.", "3 hours"),
            ("Gazebo tutorials — Building your own robot", "Step-by-step guide to writing an SDF robot model for modern Gazebo.", "2 hours"),
        ],
    ),
    P(
        key="kinematics-fundamentals",
        title="Kinematics Fundamentals",
        description="Forward and inverse kinematics, Denavit-Hartenberg parameters, the Jacobian and singularities for serial robot arms.",
        category="Robotics",
        duration="3 weeks",
        difficulty="Intermediate",
        overview="Manipulation software like MoveIt and dynamics algorithms assume you understand how joint angles map to end-effector poses and how joint velocities map to end-effector velocities. This prerequisite gives a compact foundation: forward kinematics with transforms, inverse kinematics concepts, the Jacobian, and singularities and redundancy.",
        details_title="From joint space to task space",
        details_content=(
            "A serial manipulator is a chain of links connected by joints. Its configuration is described in joint space by the vector q of joint angles or displacements, while tasks are specified in Cartesian (task) space as positions and orientations of the end effector. Kinematics is the mapping between these two spaces.\n\n"
            "Forward kinematics is straightforward: multiply the transforms of each joint along the chain. Inverse kinematics is harder: a target pose can have zero, one, several or infinitely many joint solutions, and general arms require numerical methods. The Jacobian links velocities in both spaces and is central to both numerical IK and control.\n\n"
            "You should be able to derive forward kinematics and the Jacobian of a planar two- or three-link arm by hand and verify your results in code."
        ),
        sections=[
            ("forward-kinematics", "Forward Kinematics",
             "For a planar two-link arm with link lengths l1, l2 and joint angles θ1, θ2, the end-effector position is x = l1 cos θ1 + l2 cos(θ1 + θ2), y = l1 sin θ1 + l2 sin(θ1 + θ2). In 3D, each joint contributes a homogeneous transform and T_base_tool = T1(q1) T2(q2) … Tn(qn). The Denavit-Hartenberg convention describes each link with four parameters (a, α, d, θ), giving a systematic way to assign frames; the product-of-exponentials formulation (Lynch and Park) avoids some DH pitfalls. Implement FK for a 2-link arm in Python and plot the arm for a few joint configurations."),
            ("inverse-kinematics", "Inverse Kinematics",
             "Inverse kinematics finds q such that FK(q) equals a desired pose. The planar two-link arm has a closed-form solution using the law of cosines: cos θ2 = (x² + y² − l1² − l2²) / (2 l1 l2), with elbow-up and elbow-down solutions. Six-axis industrial arms with spherical wrists also have analytical solutions (up to eight). General or redundant arms use numerical IK: iteratively update q ← q + J⁺(q)·e, where e is the pose error and J⁺ the pseudo-inverse, or use damped least squares for stability. Solvers must respect joint limits and choose among multiple solutions."),
            ("jacobian", "The Jacobian and Velocity Kinematics",
             "The Jacobian J(q) relates joint velocities to the end-effector twist: v = J(q) q̇. Each column describes the end-effector motion caused by moving one joint. For the two-link arm, J = [[−l1 sin θ1 − l2 sin(θ1+θ2), −l2 sin(θ1+θ2)], [l1 cos θ1 + l2 cos(θ1+θ2), l2 cos(θ1+θ2)]]. The transpose maps end-effector forces to joint torques, τ = Jᵀ F, which is used in force control and for computing static loads. Jacobians are used by Cartesian controllers, numerical IK and MoveIt Servo."),
            ("singularities", "Singularities, Workspace and Redundancy",
             "At a singularity the Jacobian loses rank and the arm cannot move in some Cartesian direction, while required joint velocities approach infinity — for the two-link arm this happens when θ2 = 0 or π (fully stretched or folded). Measures such as the manipulability index √det(J Jᵀ) warn of approaching singularities. The workspace is the set of reachable positions; its boundary consists of singular configurations. Redundant arms (more than six joints) have infinitely many IK solutions, and the extra freedom can be used for secondary goals like avoiding obstacles or joint limits."),
        ],
        resources=[
            ("Modern Robotics — Lynch and Park, Chapters 4–6", "Forward kinematics, velocity kinematics and inverse kinematics with free videos and a Python/MATLAB code library.", "15 hours"),
            ("Introduction to Robotics: Mechanics and Control — John J. Craig", "Classic textbook using DH parameters, with clear derivations for industrial arms.", "20 hours"),
            ("Robotics Toolbox for Python — Peter Corke", "Open-source library for forward and inverse kinematics, Jacobians and visualisation of many robot models.", "4 hours"),
        ],
    ),
    P(
        key="kalman-filtering",
        title="State Estimation and Kalman Filtering",
        description="Estimating a robot's state from noisy sensors with Bayes filters: the Kalman filter, Extended Kalman Filter and particle filter.",
        category="Robotics",
        duration="3 weeks",
        difficulty="Advanced",
        overview="Localisation, sensor fusion, tracking and SLAM are all state-estimation problems. The Kalman filter family is the workhorse for fusing wheel odometry, IMUs, GPS and visual measurements, while particle filters handle multi-modal uncertainty as in AMCL. This prerequisite teaches the predict-update cycle and how to apply it to real robots.",
        details_title="Predict, then correct",
        details_content=(
            "A Bayes filter maintains a belief about the state and alternates two steps. In the prediction step, a motion model propagates the belief forward using control inputs or odometry, and uncertainty grows. In the update step, a measurement model compares a sensor reading with what was expected, and the belief is corrected, shrinking uncertainty.\n\n"
            "The Kalman filter implements this exactly for linear systems with Gaussian noise, representing the belief by a mean and covariance. The Extended Kalman Filter linearises nonlinear models with Jacobians, and the Unscented Kalman Filter propagates carefully chosen sigma points instead. Particle filters represent the belief with many weighted samples and can handle arbitrary distributions, such as a robot that could be in one of two identical corridors.\n\n"
            "In ROS, the robot_localization package provides EKF and UKF nodes for fusing odometry, IMU and GPS, and AMCL is a particle filter for localisation on a map."
        ),
        sections=[
            ("bayes-filter", "The Bayes Filter",
             "Let bel(x_t) be the probability distribution over the state at time t. Prediction: bel⁻(x_t) = ∫ p(x_t | u_t, x_{t−1}) bel(x_{t−1}) dx_{t−1}, using the motion model. Update: bel(x_t) = η p(z_t | x_t) bel⁻(x_t), using the measurement model and a normaliser η. Implement it first for a discrete 1D world — a robot in a corridor of 20 cells with doors — to see how the belief sharpens with measurements and spreads with motion. Every practical filter is an approximation of this recursion."),
            ("kalman-filter", "The Linear Kalman Filter",
             "For x_t = A x_{t−1} + B u_t + w and z_t = H x_t + v, with process noise covariance Q and measurement noise covariance R: predict x⁻ = A x + B u, P⁻ = A P Aᵀ + Q; then compute the gain K = P⁻Hᵀ(H P⁻ Hᵀ + R)⁻¹ and update x = x⁻ + K(z − H x⁻), P = (I − K H) P⁻. The gain balances trust between prediction and measurement. Implement a constant-velocity tracker for a 1D position sensor and observe how changing Q and R changes responsiveness and smoothness — this is what tuning a filter means in practice."),
            ("ekf-ukf", "Extended and Unscented Kalman Filters",
             "Real robots are nonlinear: a differential-drive robot's motion involves cos θ and sin θ, and a range-bearing measurement involves atan2. The EKF uses f(x, u) and h(x) directly for the mean and their Jacobians F and H for covariance propagation. It works well when uncertainty is small relative to nonlinearity, but can diverge with poor initial estimates. The UKF avoids Jacobians by passing sigma points through the nonlinear functions. Both need correct handling of angles (wrap to [−π, π]) and consistent frames and timestamps."),
            ("particle-filter", "Particle Filters and Practical Tuning",
             "A particle filter represents belief as N samples. Each step moves every particle with a noisy motion model, weights it by the measurement likelihood, and resamples in proportion to weights. It naturally handles global localisation and the kidnapped-robot problem, which is why AMCL uses it with adaptive particle counts. Practical issues include particle depletion, choosing the number of particles and modelling sensor noise honestly. For any filter, validate with recorded data and ground truth, plot innovation (z − predicted z) and check that errors stay within the predicted covariance bounds."),
        ],
        resources=[
            ("Kalman and Bayesian Filters in Python — Roger Labbe", "Free interactive Jupyter book that builds intuition for Bayes, Kalman, EKF, UKF and particle filters with code.", "25 hours"),
            ("Probabilistic Robotics — Thrun, Burgard and Fox, Chapters 2–4 and 8", "The standard treatment of Bayes filters, Gaussian filters, particle filters and Monte Carlo localisation.", "20 hours"),
            ("robot_localization package documentation", "ROS guide to configuring EKF/UKF nodes for fusing odometry, IMU and GPS.", "3 hours"),
        ],
    ),
    P(
        key="feedback-control-basics",
        title="Feedback Control and PID",
        description="Closed-loop control with PID: how feedback works, how to tune gains, and how to implement controllers in discrete time on real hardware.",
        category="Control",
        duration="2 weeks",
        difficulty="Intermediate",
        overview="Motors, wheels, joints and vehicles all need feedback control to follow commands accurately. The PID controller is by far the most common controller in industry and robotics, and understanding it — including its practical pitfalls — is required before working on navigation controllers, actuator control or robot arms.",
        details_title="Why feedback works",
        details_content=(
            "In open-loop control, you send a command and hope the system responds as expected — for example applying a fixed PWM to a motor and assuming a certain speed. Load changes, battery voltage and friction make this unreliable. Closed-loop (feedback) control measures the output, compares it with the desired reference, and adjusts the command based on the error, automatically compensating for disturbances and model errors.\n\n"
            "A PID controller computes u = Kp·e + Ki·∫e dt + Kd·de/dt. The proportional term reacts to the present error, the integral term removes persistent offsets, and the derivative term anticipates changes and adds damping.\n\n"
            "Implementing PID well involves more than the formula: discrete-time updates at a fixed rate, derivative filtering, output saturation, integrator anti-windup and safe behaviour on start-up are what separate a working controller from an oscillating robot."
        ),
        sections=[
            ("open-vs-closed", "Open-Loop vs Closed-Loop Control",
             "Draw the loop: reference r, error e = r − y, controller C, plant G, output y, and sensor feeding y back. Feedback reduces sensitivity to plant variations and rejects disturbances, but it can also cause instability if gains are too high or delays too large. Feedforward — adding a command computed from the reference, such as a gravity term or expected friction — complements feedback by doing most of the work up front, leaving feedback to correct errors. Most well-performing robot controllers use both."),
            ("pid-terms", "Understanding P, I and D",
             "With P only, higher Kp gives faster response but usually leaves steady-state error against constant loads and eventually causes oscillation. Adding I drives steady-state error to zero but adds overshoot and slowness if too large. Adding D damps oscillation but amplifies sensor noise, so it is usually applied to a filtered measurement rather than the raw error (which also avoids a 'derivative kick' when the setpoint jumps). Observe each effect by simulating a DC motor speed loop in Python and plotting step responses for different gains."),
            ("tuning", "Tuning Methods",
             "Start with I and D at zero, raise Kp until the response is fast with acceptable overshoot, add Ki to remove steady-state error, then add Kd if oscillation needs damping. The Ziegler-Nichols method provides starting gains from the ultimate gain and oscillation period, though they are often aggressive. Model-based tuning, using an identified first-order-plus-delay model, gives more predictable results. Always tune on the real system carefully: start with low gains, limit outputs, and keep an emergency stop ready."),
            ("discrete-implementation", "Discrete-Time Implementation",
             "On a microcontroller or in a ROS node, the controller runs every Δt seconds: integral += e·Δt; derivative = (y − y_prev)/Δt (filtered); u = Kp·e + Ki·integral − Kd·derivative; then clamp u to actuator limits. Anti-windup stops integrating when the output is saturated (or back-calculates the integral), preventing large overshoots after the actuator has been limited. Run the loop at a constant rate with a hardware timer or a ROS timer, and measure Δt rather than assuming it. Log reference, measurement and output to tune from data."),
        ],
        resources=[
            ("Understanding PID Control — MATLAB Tech Talks (Brian Douglas)", "Short video series explaining PID terms, tuning, derivative filtering and anti-windup intuitively.", "2 hours"),
            ("Feedback Systems — Åström and Murray", "Free textbook on feedback principles, PID control and frequency-domain design.", "15 hours"),
            ("PID Without a PhD — Tim Wescott", "Classic practical article on implementing and tuning PID controllers in embedded software.", "1 hour"),
        ],
    ),
    P(
        key="physics-mechanics",
        title="Engineering Mechanics",
        description="Newton's laws, free-body diagrams, torque, moment of inertia, friction, work, energy and power applied to moving machines.",
        category="Physics",
        duration="3 weeks",
        difficulty="Beginner",
        overview="Every robot is a mechanical system that must obey physics. To size motors, understand dynamics, build simulations or design a gripper, you need a firm grasp of engineering mechanics: forces and torques, rigid-body rotation, friction, energy and power. Most of this is covered in Class 11–12 physics and first-year engineering mechanics; this prerequisite refreshes it with robotics examples.",
        details_title="Physics that robots cannot ignore",
        details_content=(
            "A wheeled robot accelerating up a ramp, an arm holding a payload at full extension and a drone hovering are all governed by Newton's laws. Free-body diagrams identify every force and torque acting on each part; equilibrium and F = ma (and its rotational counterpart τ = Iα) give the equations to solve.\n\n"
            "The numbers matter practically. The holding torque of a shoulder joint is the payload weight times its horizontal distance from the joint, plus the arm's own weight; a robot's top speed on a slope depends on motor power and gearing; friction determines whether wheels slip.\n\n"
            "Comfort with units (N, N·m, kg·m², W, J) and quick back-of-the-envelope estimates will save you from choosing motors that cannot lift the arm or batteries that last ten minutes."
        ),
        sections=[
            ("newton-fbd", "Newton's Laws and Free-Body Diagrams",
             "Newton's second law F = m a applies to each body separately. Draw a free-body diagram showing gravity (m g), normal forces, friction, applied forces and reaction forces at joints. For a robot of mass 20 kg accelerating at 0.5 m/s² up a 10° ramp, the required traction force is m(a + g sin 10°) ≈ 20(0.5 + 1.70) ≈ 44 N, plus rolling resistance. Divide by the number of driven wheels and multiply by wheel radius to get wheel torque. This calculation is the first step in motor selection."),
            ("torque-rotation", "Torque, Moment of Inertia and Rotation",
             "Torque τ = r × F is the rotational effect of a force; a 1 kg payload held 0.5 m from a joint needs about 4.9 N·m just to hold it. Rotational dynamics follow τ = I α, where the moment of inertia I depends on mass distribution: I = m r² for a point mass, m L²/3 for a rod about its end, m r²/2 for a disc about its axis. The parallel-axis theorem I = I_cm + m d² shifts inertia to another axis. Gear ratios multiply torque and reflect load inertia to the motor divided by the ratio squared."),
            ("friction-contact", "Friction and Contact",
             "Static friction can resist up to μs N before sliding, after which kinetic friction μk N opposes motion. Wheel traction, gripper holding force and conveyor design depend on friction: a parallel gripper holding a 0.5 kg object with μ = 0.4 needs a squeezing force of at least m g / (2μ) ≈ 6.1 N, plus a safety factor. Rolling resistance, viscous friction in gearboxes and stiction at low speeds all affect control. Simulators model friction approximately, one reason simulated and real robots behave differently."),
            ("energy-power", "Work, Energy and Power",
             "Work W = F·d and kinetic energy ½ m v² (plus ½ I ω² for rotation) explain how much energy motion costs. Power P = F v = τ ω links mechanics to motors and batteries: a robot needing 44 N at 1 m/s needs 44 W at the wheels, more after motor and gearbox efficiency. Battery capacity in watt-hours divided by average power gives rough run time. Potential energy m g h explains why lifting is expensive and why regenerative braking or counterbalancing springs can save energy in arms and legged robots."),
        ],
        resources=[
            ("Concepts of Physics — H. C. Verma (Volume 1)", "Familiar Indian textbook covering Newton's laws, friction, rotational mechanics and energy with many problems.", "30 hours"),
            ("MIT OpenCourseWare 8.01 Classical Mechanics", "University-level lectures and problem sets on mechanics, rotation and energy.", "30 hours"),
            ("Engineering Mechanics: Dynamics — Meriam and Kraige", "Standard engineering text on kinematics and kinetics of particles and rigid bodies.", "25 hours"),
        ],
    ),
    P(
        key="digital-image-fundamentals",
        title="Digital Image Fundamentals",
        description="How images are represented as pixel arrays, colour spaces, histograms, convolution filters and edges — the basics behind every vision algorithm.",
        category="Computer Vision",
        duration="2 weeks",
        difficulty="Beginner",
        overview="Before using OpenCV, YOLO or any perception pipeline, you should understand what an image is to a computer: a grid of numbers produced by a sensor, with a particular resolution, bit depth and colour encoding. This prerequisite covers image representation and the fundamental operations — point operations, histograms, convolution and edge detection — that all higher-level vision builds on.",
        details_title="From photons to arrays",
        details_content=(
            "A digital camera samples light on a grid of photosites; each pixel's value is quantised, typically to 8 bits (0–255). A colour camera uses a Bayer filter and demosaicing to produce three channels per pixel. In OpenCV, an image is a NumPy array of shape (height, width, 3) in BGR order, while most other libraries use RGB — a frequent source of strange-looking colours.\n\n"
            "Many vision tasks start with simple operations: converting colour spaces, adjusting brightness and contrast, thresholding, and filtering noise. Convolution with a small kernel is the fundamental operation; it blurs, sharpens or detects edges depending on the kernel, and it is also the core operation of convolutional neural networks.\n\n"
            "Understanding these fundamentals makes it much easier to choose preprocessing steps, debug vision pipelines and understand why neural networks are designed the way they are."
        ),
        sections=[
            ("representation", "Pixels, Resolution and Colour Spaces",
             "Image resolution (e.g. 640×480) and bit depth determine detail and memory: a 1920×1080 RGB frame at 30 fps is about 187 MB/s uncompressed, which is why ROS image transport often uses compression. Colour spaces matter: RGB mixes brightness and colour, while HSV separates hue, saturation and value, making colour-based segmentation (such as detecting a red ball) much more robust to lighting. Grayscale conversion reduces data for algorithms that only need intensity. Depth images store distance per pixel, often as 16-bit millimetres or 32-bit float metres."),
            ("point-ops-histograms", "Point Operations, Histograms and Thresholding",
             "Point operations change each pixel independently: brightness (add), contrast (multiply), gamma correction, and thresholding to produce binary masks. An image histogram counts pixels at each intensity and reveals under- or over-exposure; histogram equalisation and CLAHE improve contrast in poorly lit scenes such as factory floors. Otsu's method picks a threshold automatically from the histogram, and adaptive thresholding handles uneven lighting, useful for reading labels or detecting lines on a competition arena."),
            ("convolution-filtering", "Convolution and Filtering",
             "Convolution slides a kernel over the image and computes a weighted sum at each position. A 3×3 averaging kernel blurs; a Gaussian kernel blurs smoothly and suppresses noise; a median filter removes salt-and-pepper noise while preserving edges; and sharpening kernels enhance detail. Kernel size controls the scale of the effect. Morphological operations on binary images — erosion, dilation, opening and closing — remove small blobs and fill holes in masks. These operations are the building blocks of classic pipelines and of the first layers of CNNs."),
            ("edges-features", "Edges, Gradients and Features",
             "Edges are places where intensity changes rapidly. Sobel kernels approximate the image gradient in x and y; the gradient magnitude and direction highlight edges. The Canny detector adds smoothing, non-maximum suppression and hysteresis thresholds to produce thin, connected edges. Corners, where gradients change in two directions, are stable points for tracking (Harris, Shi-Tomasi, FAST) and are described with descriptors like ORB for matching between images, the foundation of visual odometry and visual SLAM."),
        ],
        resources=[
            ("Digital Image Processing — Gonzalez and Woods", "The standard textbook on image representation, enhancement, filtering and segmentation.", "30 hours"),
            ("OpenCV-Python Tutorials — Image Processing in OpenCV (docs.opencv.org)", "Official hands-on tutorials on colour spaces, thresholding, filtering, morphology and edge detection.", "8 hours"),
            ("First Principles of Computer Vision — Shree Nayar (YouTube)", "Columbia University lecture series explaining image formation and processing from first principles.", "10 hours"),
        ],
    ),
    P(
        key="camera-models-calibration",
        title="Camera Models and Calibration",
        description="The pinhole camera model, intrinsic and extrinsic parameters, lens distortion, calibration with a checkerboard and the basics of multi-view geometry.",
        category="Computer Vision",
        duration="2 weeks",
        difficulty="Intermediate",
        overview="To measure anything in 3D with a camera — the position of an object to grasp, the motion of a robot in visual SLAM, the pose of an ArUco marker — you need a mathematical model of how 3D points project onto the image and accurately calibrated parameters for your specific camera. This prerequisite covers the pinhole model, distortion, calibration and epipolar geometry.",
        details_title="Why calibration matters",
        details_content=(
            "The pinhole model maps a 3D point in the camera frame (X, Y, Z) to pixel coordinates u = fx·X/Z + cx, v = fy·Y/Z + cy. The focal lengths fx, fy and principal point (cx, cy) form the intrinsic matrix K. Extrinsic parameters — a rotation and translation — describe where the camera is relative to the world or robot.\n\n"
            "Real lenses distort images, especially wide-angle ones: straight lines curve near the edges. Distortion models with radial (k1, k2, k3) and tangential (p1, p2) coefficients correct this. Calibration estimates intrinsics and distortion from many images of a known pattern, typically a checkerboard or ChArUco board.\n\n"
            "Poor calibration silently ruins downstream results: pose estimates become biased, stereo depth becomes wrong and SLAM drifts. A few hours spent learning to calibrate properly pays off across every camera-based project."
        ),
        sections=[
            ("pinhole", "The Pinhole Model and Projection",
             "In homogeneous coordinates, projection is s·[u, v, 1]ᵀ = K [R | t] [X, Y, Z, 1]ᵀ, where K = [[fx, 0, cx], [0, fy, cy], [0, 0, 1]]. Depth is lost in projection: every point along a ray maps to the same pixel, which is why a single image cannot give metric depth without extra information. Back-projection with a known depth Z, as from an RGB-D camera, recovers 3D: X = (u − cx)·Z / fx, Y = (v − cy)·Z / fy. Remember the camera optical frame convention: z forward, x right, y down."),
            ("distortion", "Lens Distortion",
             "Radial distortion makes straight lines bow outward (barrel) or inward (pincushion); it is modelled as x_d = x(1 + k1 r² + k2 r⁴ + k3 r⁶) on normalised coordinates. Tangential distortion (p1, p2) comes from lenses not being parallel to the sensor. Fisheye lenses need a different model, available in cv2.fisheye. After calibration, cv2.undistort or precomputed rectification maps remove distortion; in ROS, image_proc produces rectified images from the camera_info message."),
            ("calibration-procedure", "Calibration in Practice",
             "Print a checkerboard with known square size and mount it flat and rigid. Capture 20–40 images covering the whole field of view, at different distances and tilts, with sharp focus and no motion blur. OpenCV's calibrateCamera (Zhang's method) estimates K, distortion and per-image extrinsics; check the reprojection error — below about 0.5 pixel is good for most cameras. ROS provides the camera_calibration package with a GUI that guides you to collect enough variety. For robot applications also calibrate extrinsics: hand-eye calibration for arm-mounted cameras and camera-LiDAR calibration for fusion."),
            ("multi-view", "Stereo and Epipolar Geometry",
             "Two views of the same point are related by epipolar geometry: a point in one image must lie on a line (the epipolar line) in the other, encoded by the essential matrix E (calibrated) or fundamental matrix F (uncalibrated). For a rectified stereo pair with baseline b, depth is Z = fx·b / disparity, so depth error grows with distance squared. Estimating E from matched features and decomposing it into rotation and translation is the core of monocular visual odometry; Perspective-n-Point (PnP) estimates camera pose from known 3D-2D correspondences, as in marker-based localisation."),
        ],
        resources=[
            ("Multiple View Geometry in Computer Vision — Hartley and Zisserman", "The definitive reference on camera models, epipolar geometry and reconstruction.", "40 hours"),
            ("OpenCV tutorial — Camera Calibration and 3D Reconstruction", "Official guide to calibrating cameras, undistorting images and pose estimation with OpenCV.", "3 hours"),
            ("ROS camera_calibration package documentation", "How to calibrate monocular and stereo cameras and publish camera_info in ROS.", "2 hours"),
        ],
    ),
    P(
        key="point-cloud-processing",
        title="Point Cloud Processing",
        description="Working with 3D point clouds from LiDAR and depth cameras: filtering, downsampling, normals, segmentation, clustering and registration with PCL and Open3D.",
        category="Computer Vision",
        duration="2 weeks",
        difficulty="Intermediate",
        overview="LiDARs and depth cameras produce point clouds — sets of 3D points, often with intensity or colour. LiDAR SLAM, 3D perception, obstacle detection and grasp planning all begin by cleaning and structuring these clouds. This prerequisite teaches the standard processing pipeline using the Point Cloud Library (PCL) in C++ and Open3D in Python.",
        details_title="Making sense of millions of points",
        details_content=(
            "A modern 3D LiDAR produces hundreds of thousands of points per second, and a depth camera produces a point per pixel. Raw clouds are noisy, unevenly dense and unstructured, so algorithms rely on spatial data structures (k-d trees, octrees, voxel grids) for efficient neighbourhood queries.\n\n"
            "A typical pipeline crops the cloud to a region of interest, downsamples with a voxel grid, removes outliers, estimates surface normals, segments dominant planes such as the ground or a table with RANSAC, and clusters the remaining points into objects. Registration aligns two clouds — the core of LiDAR odometry and of building 3D maps.\n\n"
            "In ROS, clouds travel as sensor_msgs/PointCloud2 messages and are converted to PCL or NumPy structures for processing."
        ),
        sections=[
            ("representation-io", "Representation, Formats and ROS Messages",
             "A point cloud is an N×3 array of x, y, z, optionally with intensity, RGB, ring or timestamp fields. Organised clouds (from depth cameras) keep the image grid structure, allowing pixel-neighbour lookups; unorganised clouds (most LiDAR data after conversion) do not. Common file formats are PCD, PLY and LAS. In ROS 2, PointCloud2 stores fields in a binary blob described by a field list; use sensor_msgs_py.point_cloud2 in Python or pcl_conversions in C++ to convert. Always check the frame_id and transform clouds into a common frame before combining them."),
            ("filtering", "Cropping, Downsampling and Outlier Removal",
             "Crop boxes and pass-through filters remove points outside the region of interest, such as the robot's own body. Voxel-grid downsampling replaces all points in each small cube (e.g. 5 cm) with their centroid, reducing data by orders of magnitude while preserving shape — essential for real-time performance. Statistical outlier removal discards points whose mean distance to neighbours is unusually large; radius outlier removal discards isolated points. In Open3D: pcd.voxel_down_sample(0.05) and pcd.remove_statistical_outlier(nb_neighbors=20, std_ratio=2.0)."),
            ("segmentation-clustering", "Normals, Segmentation and Clustering",
             "Surface normals, estimated by fitting a plane to each point's neighbourhood, describe local geometry and are used for segmentation and registration. RANSAC plane fitting repeatedly samples three points, fits a plane and counts inliers; the best plane is typically the ground or a tabletop. Removing it leaves objects, which Euclidean clustering or DBSCAN group by proximity. Each cluster's bounding box, centroid and size can then be published as an obstacle or grasp candidate. Ground segmentation for outdoor LiDAR often uses more robust methods, such as ring-based or patch-wise ground fitting."),
            ("registration", "Registration with ICP",
             "Registration finds the rigid transform aligning a source cloud to a target. Iterative Closest Point alternates between finding nearest-neighbour correspondences and solving for the best rotation and translation (via SVD for point-to-point, or linear least squares for point-to-plane, which converges faster). ICP needs a reasonable initial guess, usually from odometry or IMU; global methods based on features (FPFH with RANSAC) provide one when none exists. Generalized-ICP and NDT are common variants in LiDAR SLAM. Evaluate registration by the fitness (inlier ratio) and inlier RMSE."),
        ],
        resources=[
            ("Open3D documentation and tutorials", "Python-friendly tutorials on point cloud I/O, downsampling, normals, segmentation and ICP registration.", "6 hours"),
            ("Point Cloud Library (PCL) tutorials", "C++ tutorials on filtering, features, segmentation, registration and k-d trees.", "8 hours"),
            ("Cyrill Stachniss — lectures on ICP and point cloud registration (YouTube)", "University lectures explaining the mathematics of point cloud alignment clearly.", "3 hours"),
        ],
    ),
]
