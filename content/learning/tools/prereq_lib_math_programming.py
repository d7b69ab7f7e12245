"""Prerequisite library, part A: mathematics and programming foundations.

Each entry is shared by every topic that lists the key; build_prerequisites.py
adds a topic-specific sentence to the description when it writes
content/learning/prerequisites/<topic>.json.
"""

from prereq_common import P

ENTRIES = [
    P(
        key="linear-algebra",
        title="Linear Algebra",
        description="Vectors, matrices, linear transformations, eigenvalues and least squares — the language in which robot poses, sensor models and learning algorithms are written.",
        category="Mathematics",
        duration="4 weeks",
        difficulty="Intermediate",
        overview="Linear algebra is the single most used branch of mathematics in robotics. Positions and velocities are vectors, rotations and camera projections are matrices, state estimators multiply covariance matrices, and neural networks are stacks of matrix multiplications. You do not need to be a mathematician, but you must be comfortable manipulating matrices by hand and in code, and you should have a geometric picture of what a matrix does to space.",
        details_title="What level of linear algebra do robotics engineers actually need?",
        details_content=(
            "Aim for the level of a good first university course taught with geometric intuition: vector spaces, matrix multiplication as composition of transformations, rank and null space, determinants, inverses, orthogonal matrices, eigenvalues and eigenvectors, and the singular value decomposition (SVD). These ideas appear directly in robotics: rotation matrices are orthogonal with determinant +1, the SVD solves the point-set registration step inside ICP, and eigenvalues of a covariance matrix describe the uncertainty ellipse of a robot's position.\n\n"
            "Equally important is numerical practice. Real problems are solved with libraries such as NumPy and Eigen, and you should know why you use a linear solver instead of explicitly computing an inverse, what a badly conditioned matrix means, and how to set up an overdetermined system Ax = b and solve it in the least-squares sense.\n\n"
            "A good test of readiness: given a 2D rotation by angle θ, write its matrix, verify that RᵀR = I, compose two rotations, and explain why the result is a rotation by the sum of the angles."
        ),
        sections=[
            ("vectors-and-matrices", "Vectors, Matrices and Transformations",
             "A vector is an ordered list of numbers that can represent a point, a direction, a velocity or a whole robot state. A matrix A maps vectors to vectors: y = A x. Think of the columns of A as the images of the basis vectors — this single idea explains rotations, scaling and shearing. Matrix multiplication C = A B composes transformations (apply B first, then A), which is exactly how robot frames are chained: T_world_tool = T_world_base · T_base_tool. Practise multiplying 2x2 and 3x3 matrices by hand, and learn the shapes: an (m×n) matrix times an (n×1) vector gives an (m×1) vector. Transposes, identity matrices and inverses follow naturally; an inverse exists only when the transformation does not collapse space, i.e. when det(A) ≠ 0."),
            ("systems-and-least-squares", "Linear Systems and Least Squares",
             "Many robotics problems reduce to solving A x = b. When there are more equations than unknowns — for example fitting a line to noisy LiDAR points or calibrating a sensor from many measurements — no exact solution exists and we minimise ||A x − b||². The least-squares solution satisfies the normal equations AᵀA x = Aᵀ b, but in practice you solve it with a QR decomposition or numpy.linalg.lstsq for numerical stability. Understand rank: if columns of A are linearly dependent, the problem has infinitely many solutions and you need regularisation or more data. Nonlinear problems such as bundle adjustment are solved by repeatedly linearising and solving least-squares systems, so this is a skill you will use constantly."),
            ("eigen-and-svd", "Eigenvalues, Eigenvectors and the SVD",
             "An eigenvector v of a square matrix A satisfies A v = λ v: the matrix only stretches it by λ. For symmetric matrices such as covariances, eigenvectors are orthogonal and give the principal axes of an uncertainty ellipse, with eigenvalues equal to the variances along them — this is also the basis of PCA. The singular value decomposition A = U Σ Vᵀ works for any matrix and reveals its rank, its condition number (ratio of largest to smallest singular value) and its best low-rank approximation. In robotics the SVD finds the optimal rotation aligning two point sets (the Kabsch/Umeyama method used in ICP), computes pseudo-inverses for redundant manipulators, and detects near-singular Jacobians."),
            ("linear-algebra-in-code", "Linear Algebra in Code",
             "Practise with NumPy in Python and Eigen in C++. In NumPy: A @ x multiplies, np.linalg.solve(A, b) solves a square system, np.linalg.lstsq(A, b, rcond=None) solves least squares, and np.linalg.eigh and np.linalg.svd decompose matrices. Watch out for shapes: a 1-D array of length 3 is not the same as a 3x1 column. In Eigen, fixed-size types like Eigen::Matrix3d and Eigen::Vector3d are fast and catch size errors at compile time. A useful exercise is to generate noisy points on a line, fit the line with least squares, then compute the covariance of the residuals and plot its principal axes."),
        ],
        resources=[
            ("Introduction to Linear Algebra — Gilbert Strang", "The classic textbook, paired with the free MIT OpenCourseWare 18.06 video lectures; excellent geometric explanations.", "40 hours"),
            ("Essence of Linear Algebra — 3Blue1Brown", "A short animated video series that builds intuition for transformations, determinants, eigenvectors and change of basis.", "3 hours"),
            ("NumPy linear algebra documentation (numpy.linalg)", "Reference for solve, lstsq, eig, eigh, svd and related functions with examples.", "2 hours"),
        ],
    ),
    P(
        key="calculus",
        title="Calculus and Multivariable Calculus",
        description="Derivatives, integrals, partial derivatives, gradients and Jacobians — the tools for describing change, velocity and optimisation.",
        category="Mathematics",
        duration="4 weeks",
        difficulty="Intermediate",
        overview="Robots move, and calculus is the mathematics of change. Velocity is the derivative of position, odometry integrates velocity, controllers use derivatives and integrals of error, and every learning or optimisation algorithm follows gradients downhill. Multivariable calculus — partial derivatives, gradients, Jacobians and the chain rule — is the part robotics uses most.",
        details_title="From school calculus to robotics calculus",
        details_content=(
            "Most students arrive with single-variable calculus from Class 12: limits, derivatives of standard functions, and definite and indefinite integrals. Robotics extends this to functions of many variables. A robot arm's end-effector position depends on all its joint angles; a neural network's loss depends on millions of weights. Partial derivatives, gradient vectors and Jacobian matrices let you reason about how outputs change when many inputs change together.\n\n"
            "The chain rule is the workhorse. Backpropagation in deep learning is the chain rule applied systematically; the manipulator Jacobian is obtained by differentiating forward kinematics through a chain of transforms; and linearising a nonlinear system around an operating point for control or for an Extended Kalman Filter is a first-order Taylor expansion.\n\n"
            "You should also be comfortable with numerical calculus — approximating derivatives with finite differences and integrals with Euler or Runge-Kutta steps — because robots run in discrete time on computers."
        ),
        sections=[
            ("derivatives-and-rates", "Derivatives as Rates of Change",
             "The derivative f'(t) = lim (f(t+h) − f(t))/h measures how fast f changes. If x(t) is a robot's position, ẋ is velocity and ẍ acceleration. Know the rules — product, quotient and chain rule — and the derivatives of polynomials, sin, cos, exp and log. Numerically, on a robot sampling at period Δt, velocity is estimated as (x[k] − x[k−1]) / Δt; this amplifies sensor noise, which is why the derivative term of a PID controller is often filtered. Practise by differentiating the trajectory x(t) = A sin(ωt) and checking your answer with finite differences in Python."),
            ("integration", "Integration and Accumulation",
             "Integration accumulates quantities: integrating velocity gives displacement, integrating acceleration gives velocity, and integrating power gives energy. Wheel odometry integrates wheel speeds into a pose; an IMU integrates angular rate into orientation (and accumulates drift because bias is integrated too). The integral term of a PID controller accumulates error to remove steady-state offset. On a computer, integrals become sums: Euler integration x[k+1] = x[k] + ẋ[k]·Δt is simple but inaccurate for large steps, and the Runge-Kutta 4 method is the usual upgrade used by simulators."),
            ("partial-derivatives-gradients", "Partial Derivatives, Gradients and Jacobians",
             "For f(x, y), the partial derivative ∂f/∂x treats y as constant. The gradient ∇f = [∂f/∂x, ∂f/∂y] points in the direction of steepest increase, so gradient descent updates parameters as θ ← θ − α ∇L(θ). For a vector function y = F(x), the Jacobian J has entries J_ij = ∂y_i/∂x_j and gives the best linear approximation F(x + δ) ≈ F(x) + J δ. In robotics, the manipulator Jacobian maps joint velocities to end-effector velocity (v = J(q) q̇), the EKF uses Jacobians of motion and measurement models, and optimisation solvers use Jacobians to take Gauss-Newton steps."),
            ("taylor-and-linearisation", "Taylor Series and Linearisation",
             "A smooth function can be approximated near a point a by f(x) ≈ f(a) + f'(a)(x − a) + ½ f''(a)(x − a)² + … Keeping only the linear term is called linearisation, and it is how engineers apply linear tools to nonlinear robots: a pendulum's sin θ ≈ θ for small angles, a car model is linearised around its current heading for MPC, and nonlinear least squares is solved by repeatedly linearising the residuals. Understanding when the approximation is valid — small deviations from the operating point — explains why EKFs can diverge and why controllers designed around one point may fail far from it."),
        ],
        resources=[
            ("Essence of Calculus — 3Blue1Brown", "Animated lessons that build intuition for derivatives, integrals, the chain rule and Taylor series.", "3 hours"),
            ("MIT OpenCourseWare 18.02 Multivariable Calculus", "Full lecture videos, notes and problem sets on partial derivatives, gradients and multiple integrals.", "35 hours"),
            ("Khan Academy — Multivariable Calculus", "Free, self-paced lessons with exercises on gradients, Jacobians and optimisation.", "20 hours"),
        ],
    ),
    P(
        key="probability-statistics",
        title="Probability and Statistics",
        description="Random variables, distributions, Bayes' rule, expectation and covariance — the mathematics of uncertainty that every real robot has to deal with.",
        category="Mathematics",
        duration="3 weeks",
        difficulty="Intermediate",
        overview="Sensors are noisy, models are approximate and the world is unpredictable, so modern robotics is fundamentally probabilistic. Localisation, SLAM, tracking, machine learning and even user studies in HRI are built on probability and statistics. The key skill is to represent what the robot does not know as a probability distribution and update it correctly when new evidence arrives.",
        details_title="Why robots think in probabilities",
        details_content=(
            "A robot never knows its exact position. Instead of a single guess, probabilistic robotics keeps a belief — a probability distribution over possible states — and updates it in two steps: predict (motion increases uncertainty) and correct (measurements reduce it). Bayes' rule is the formula for the correction step, and the Kalman filter and particle filter are two practical ways of implementing it.\n\n"
            "Statistics is the other half: estimating sensor noise from data, testing whether a change actually improved your robot, fitting models and quantifying confidence. Machine learning is, at its core, statistical estimation, and evaluation metrics such as precision and recall are statistical quantities.\n\n"
            "You should be fluent with discrete and continuous distributions, especially the Gaussian in one and many dimensions, and comfortable with expectation, variance, covariance, independence and conditional probability."
        ),
        sections=[
            ("random-variables", "Random Variables and Distributions",
             "A random variable assigns numbers to uncertain outcomes. Discrete variables have probability mass functions (the result of a coin toss, a grid-cell being occupied or not); continuous variables have probability density functions (a range reading). Learn the uniform, Bernoulli, binomial and, above all, the Gaussian distribution N(μ, σ²). Its multivariate form N(μ, Σ) with covariance matrix Σ describes uncertainty in a robot's (x, y, θ) pose. Know the expectation E[X], variance Var[X] = E[(X − μ)²] and covariance Cov[X, Y], and how a linear transform y = A x changes a Gaussian: mean Aμ, covariance AΣAᵀ — the exact formula used in the Kalman filter prediction step."),
            ("bayes-rule", "Conditional Probability and Bayes' Rule",
             "Conditional probability P(A | B) is the probability of A given that B is known. Bayes' rule, P(x | z) = P(z | x) P(x) / P(z), turns a sensor model P(z | x) — how likely a measurement is if the state is x — into a posterior belief about the state. Example: a door sensor reports 'open' correctly 80% of the time; with a prior of 50% that the door is open, one 'open' reading raises the belief to 80%, and a second consistent reading raises it further. This repeated update is exactly what occupancy-grid mapping does for each cell, usually in log-odds form to make updates simple additions."),
            ("estimation-and-noise", "Estimation, Noise and Sensor Models",
             "Given repeated sensor readings, the sample mean estimates the true value and the sample standard deviation estimates noise. Record an IMU lying still for a few minutes and you can estimate its bias and noise density — a standard calibration exercise. Maximum likelihood estimation chooses parameters that make observed data most probable; with Gaussian noise it becomes least squares, connecting statistics to optimisation. Learn also about outliers: real sensors produce spurious readings, and robust methods such as RANSAC or Huber losses prevent a few bad points from ruining an estimate."),
            ("statistics-for-experiments", "Statistics for Evaluating Robots",
             "When you claim your new controller is better, you need evidence. Report means with standard deviations or confidence intervals over multiple trials, not a single best run. Understand hypothesis tests (t-test, Mann-Whitney U), p-values and effect sizes, and the difference between statistical and practical significance. These ideas are essential in HRI user studies, in benchmarking SLAM accuracy across datasets and in evaluating machine-learning models, where you should also understand train/test splits, confusion matrices and metrics such as precision, recall and F1."),
        ],
        resources=[
            ("Introduction to Probability — Blitzstein and Hwang", "Textbook for Harvard's Stat 110 course, with free lecture videos and many worked problems.", "40 hours"),
            ("Probabilistic Robotics — Thrun, Burgard and Fox (Chapters 2–3)", "The standard robotics text; the early chapters explain recursive state estimation and Bayes filters clearly.", "10 hours"),
            ("Khan Academy — Statistics and Probability", "Free lessons on distributions, sampling, confidence intervals and hypothesis testing.", "15 hours"),
        ],
    ),
    P(
        key="rigid-body-transforms",
        title="3D Coordinate Frames and Rigid-Body Transforms",
        description="Rotation matrices, Euler angles, quaternions and homogeneous transforms for describing where things are and how they are oriented.",
        category="Mathematics",
        duration="2 weeks",
        difficulty="Intermediate",
        overview="Every robot has many coordinate frames — the world, the map, the robot base, each joint, each sensor — and almost every robotics bug involves a transform between them being wrong. This prerequisite teaches you to represent position and orientation in 2D and 3D, to chain and invert transforms, and to convert between rotation representations confidently.",
        details_title="Frames, poses and the tf tree",
        details_content=(
            "A pose combines a position (translation) and an orientation (rotation) of one frame relative to another. In 3D it has six degrees of freedom. Engineers write T_A_B for the transform that expresses frame B in frame A, so a point p measured in B becomes p_A = T_A_B · p_B, and transforms chain naturally: T_A_C = T_A_B · T_B_C.\n\n"
            "ROS manages these relationships with the tf2 library as a tree of frames (for example map → odom → base_link → laser). Navigation, perception and manipulation all query tf for the transform between two frames at a particular time. If you understand the mathematics here, tf becomes easy; if not, it is a constant source of confusion.\n\n"
            "Orientation is the subtle part. Rotation matrices are unambiguous but use nine numbers; Euler angles (roll, pitch, yaw) are intuitive but suffer from gimbal lock and many conventions; quaternions are compact and numerically robust and are what ROS messages use."
        ),
        sections=[
            ("rotations", "Rotation Matrices",
             "A rotation matrix R is a 3x3 orthogonal matrix with determinant +1 (RᵀR = I, so R⁻¹ = Rᵀ). Its columns are the axes of the rotated frame expressed in the original frame. Basic rotations about x, y and z by an angle θ have simple forms; for example Rz(θ) = [[cos θ, −sin θ, 0], [sin θ, cos θ, 0], [0, 0, 1]]. Rotations do not commute in 3D: rotating about x then z differs from z then x. Check this with a book in your hand — it is the best way to build intuition. In 2D, a rotation is just one angle and the matrix is the top-left 2x2 block of Rz."),
            ("homogeneous-transforms", "Homogeneous Transformations",
             "To combine rotation R and translation t in one operation we use a 4x4 homogeneous matrix T = [[R, t], [0 0 0, 1]] and write points as [x, y, z, 1]. Then p_A = T_A_B p_B, chaining is matrix multiplication, and the inverse is T⁻¹ = [[Rᵀ, −Rᵀ t], [0, 1]]. Exercise: a LiDAR is mounted 0.2 m in front of the robot centre and 0.3 m up; the robot is at (2, 1) facing 90° in the map. Compute where a point 1 m straight ahead of the LiDAR lies in the map frame. Doing a few of these by hand prevents most frame bugs later."),
            ("euler-and-quaternions", "Euler Angles and Quaternions",
             "Euler angles describe a rotation as three successive rotations (commonly roll about x, pitch about y, yaw about z). They are easy to read but have many conventions (intrinsic vs extrinsic, XYZ vs ZYX) and a singularity called gimbal lock at ±90° pitch. A unit quaternion q = (w, x, y, z) = (cos(θ/2), sin(θ/2)·axis) represents a rotation of θ about an axis without singularities; q and −q represent the same rotation. Quaternions compose by quaternion multiplication and interpolate smoothly with SLERP. ROS geometry_msgs uses quaternions, so learn to convert with tf_transformations, scipy.spatial.transform.Rotation or Eigen::Quaterniond rather than writing conversions yourself."),
            ("frames-in-practice", "Frames in Practice: Conventions and Debugging",
             "Follow conventions consistently. ROS uses REP 103 (x forward, y left, z up for bodies; right-handed frames; optical frames with z forward, x right, y down for cameras) and REP 105 for the map, odom and base_link frames. When something looks wrong, visualise frames in RViz, print transforms with 'ros2 run tf2_ros tf2_echo map base_link', and check units (radians vs degrees) and the direction of the transform (A-to-B vs B-to-A). Most frame bugs are a missing inverse, a swapped multiplication order or a camera optical frame confused with the camera body frame."),
        ],
        resources=[
            ("Modern Robotics — Lynch and Park, Chapter 3", "Free textbook and Coursera specialisation; Chapter 3 covers rotations, homogeneous transforms and twists rigorously with videos.", "8 hours"),
            ("ROS 2 tf2 tutorials", "Official tutorials on broadcasting and listening to transforms, static transforms and time travel in tf2.", "4 hours"),
            ("Robotics, Vision and Control — Peter Corke, Chapter 2", "Clear, code-driven explanation of representing position and orientation, with Python Robotics Toolbox examples.", "6 hours"),
        ],
    ),
    P(
        key="differential-equations",
        title="Ordinary Differential Equations",
        description="Equations that relate a quantity to its rate of change; they describe how motors, vehicles, arms and circuits evolve over time.",
        category="Mathematics",
        duration="3 weeks",
        difficulty="Intermediate",
        overview="A robot's physics is written as differential equations: Newton's second law for a mass, the electrical equation of a motor, the kinematic model of a car. Control design, simulation and state estimation all start from these models. You need to be able to write down simple ODEs from physical reasoning, solve linear ones, recognise stability, and simulate any of them numerically.",
        details_title="How differential equations connect physics to control",
        details_content=(
            "An ordinary differential equation (ODE) relates a function to its derivatives, for example m ẍ + b ẋ + k x = F for a mass-spring-damper. Given initial conditions, it determines the future motion. Robotics engineers mostly work with linear ODEs with constant coefficients (which have closed-form solutions built from exponentials and sinusoids) and with nonlinear ODEs that are simulated numerically or linearised.\n\n"
            "Writing higher-order ODEs as systems of first-order ODEs, ẋ = f(x, u), gives the state-space form used in modern control, Kalman filtering and model predictive control. The eigenvalues of the linearised system tell you whether it is stable and whether it oscillates.\n\n"
            "You should finish this prerequisite able to model a DC motor and a pendulum, predict their behaviour qualitatively, and simulate them in Python with scipy.integrate.solve_ivp."
        ),
        sections=[
            ("first-order", "First-Order Systems",
             "The equation τ ẏ + y = K u describes many real systems: a motor's speed responding to voltage, a temperature sensor settling, a low-pass filter. For a step input, the solution is y(t) = K(1 − e^(−t/τ)): the output reaches 63% of its final value after one time constant τ and about 98% after 4τ. Recognising first-order behaviour in real data lets you identify τ and K experimentally — run a motor at a fixed PWM, log speed, and fit the curve. This simple model is often enough to design a good speed controller."),
            ("second-order", "Second-Order Systems and Oscillation",
             "The mass-spring-damper m ẍ + b ẋ + k x = F is the prototype second-order system, characterised by its natural frequency ωn = √(k/m) and damping ratio ζ = b / (2√(km)). Underdamped systems (ζ < 1) overshoot and oscillate, critically damped ones (ζ = 1) settle fastest without overshoot, and overdamped ones are sluggish. Robot joints, suspensions and closed-loop controllers all behave approximately like second-order systems, and specifications such as overshoot and settling time map directly onto ζ and ωn."),
            ("state-space-form", "Systems of ODEs and State-Space Form",
             "Any nth-order ODE can be written as n first-order equations by choosing state variables, for example x1 = position and x2 = velocity, giving ẋ1 = x2 and ẋ2 = (F − b x2 − k x1)/m. In matrix form, ẋ = A x + B u. The eigenvalues of A determine stability: all eigenvalues with negative real parts mean the system returns to equilibrium. Nonlinear systems ẋ = f(x, u), like a pendulum with ẍ term −(g/L) sin θ, are analysed by linearising around equilibria. This form is the starting point for LQR, observers and Kalman filters."),
            ("numerical-simulation", "Numerical Simulation",
             "Most robot models have no closed-form solution, so we integrate them numerically. Forward Euler, x[k+1] = x[k] + Δt·f(x[k], u[k]), is simple but can become unstable with large steps; fourth-order Runge-Kutta is far more accurate for the same cost per step. In Python, scipy.integrate.solve_ivp handles adaptive step sizes for you. A worthwhile exercise is to simulate a pendulum with Euler and RK4 at the same step size and plot the total energy: Euler drifts, RK4 nearly conserves it. Physics simulators like Gazebo and MuJoCo are, at heart, carefully engineered ODE integrators with contact handling."),
        ],
        resources=[
            ("MIT OpenCourseWare 18.03 Differential Equations", "Complete lecture videos and notes covering first- and second-order linear ODEs, Laplace transforms and systems.", "30 hours"),
            ("Differential Equations series — 3Blue1Brown", "Visual introduction to phase spaces, exponentials and why ODEs describe physical systems.", "2 hours"),
            ("SciPy solve_ivp documentation and tutorial", "How to simulate ODEs numerically in Python with adaptive Runge-Kutta methods.", "2 hours"),
        ],
    ),
    P(
        key="optimization-basics",
        title="Optimisation and Nonlinear Least Squares",
        description="Finding the best parameters by minimising a cost: gradient descent, Gauss-Newton, Levenberg-Marquardt and the basics of constrained optimisation.",
        category="Mathematics",
        duration="3 weeks",
        difficulty="Advanced",
        overview="SLAM back ends, camera calibration, trajectory optimisation, model predictive control and neural network training are all optimisation problems. This prerequisite introduces how to formulate a cost function, how iterative solvers minimise it, and how to recognise and fix common numerical problems. It focuses on nonlinear least squares because that is what visual SLAM and calibration use.",
        details_title="Everything is an optimisation problem",
        details_content=(
            "Optimisation means choosing variables x to minimise a cost f(x), possibly subject to constraints. In SLAM, x contains all robot poses and landmark positions, and f sums squared reprojection or scan-matching errors. In calibration, x contains camera intrinsics and distortion coefficients. In MPC, x is a sequence of future control inputs.\n\n"
            "For smooth problems, solvers use derivatives: gradient descent follows −∇f, Newton's method uses curvature, and for sums of squared residuals the Gauss-Newton and Levenberg-Marquardt methods approximate curvature from Jacobians alone. Libraries such as Ceres Solver, g2o and GTSAM implement these efficiently and exploit sparsity, which is why they can optimise thousands of poses in real time.\n\n"
            "Understanding what happens inside these libraries helps you set up residuals correctly, choose robust loss functions, and debug when an optimisation diverges or converges to a wrong local minimum."
        ),
        sections=[
            ("cost-functions", "Formulating Cost Functions",
             "The first step is to write the problem as minimise f(x). For least-squares problems, f(x) = ½ Σ ||r_i(x)||², where each residual r_i measures disagreement between a prediction and a measurement — for example the difference between where a 3D landmark projects into an image and where the feature was actually detected. Weight residuals by the inverse of measurement covariance so that precise sensors count more. Choose a good parameterisation: rotations should be optimised on the manifold (e.g. as small rotation-vector updates), not as nine unconstrained matrix entries."),
            ("gradient-methods", "Gradient Descent and Newton's Method",
             "Gradient descent updates x ← x − α∇f(x) with a step size α; it is simple and scales to millions of variables (which is why deep learning uses variants like Adam) but can be slow on badly scaled problems. Newton's method uses the Hessian H: x ← x − H⁻¹∇f, converging quadratically near the minimum but requiring second derivatives. Line search and trust-region strategies control step sizes so that each iteration actually reduces the cost. Convex problems have a single global minimum; most robotics problems are non-convex, so a good initial guess matters."),
            ("gauss-newton-lm", "Gauss-Newton and Levenberg-Marquardt",
             "For least squares, linearise the residuals r(x + δ) ≈ r(x) + J δ, then solve the normal equations (JᵀJ) δ = −Jᵀ r for the update. This Gauss-Newton step needs only Jacobians. Levenberg-Marquardt adds damping, (JᵀJ + λI) δ = −Jᵀ r, moving smoothly between Gauss-Newton (small λ) and gradient descent (large λ) for robustness. In SLAM, JᵀJ is large but sparse, and sparse Cholesky factorisation makes solving it fast. Robust kernels like Huber or Cauchy reduce the influence of outliers such as wrong feature matches."),
            ("constraints", "Constrained Optimisation",
             "Many robotics problems have constraints: joint limits, maximum velocities, obstacle avoidance. Equality constraints can be handled with Lagrange multipliers; inequality constraints lead to the KKT conditions. Quadratic programs (quadratic cost, linear constraints) are solved very efficiently by solvers such as OSQP and are at the heart of linear MPC and many whole-body controllers. For general nonlinear problems, tools like IPOPT and CasADi are widely used. Learn to recognise the problem class, because choosing the right solver often matters more than tuning it."),
        ],
        resources=[
            ("Convex Optimization — Boyd and Vandenberghe", "Free textbook and Stanford EE364a lectures; the standard reference for formulating optimisation problems.", "30 hours"),
            ("Ceres Solver tutorial", "Hands-on guide to nonlinear least squares with automatic differentiation, robust losses and bundle adjustment examples.", "4 hours"),
            ("Numerical Optimization — Nocedal and Wright", "Reference text covering line search, trust regions, Gauss-Newton and constrained methods in depth.", "25 hours"),
        ],
    ),
    P(
        key="laplace-transforms",
        title="Laplace Transforms and Transfer Functions",
        description="Turning differential equations into algebra: the Laplace transform, poles and zeros, transfer functions and block diagrams used in classical control.",
        category="Mathematics",
        duration="2 weeks",
        difficulty="Intermediate",
        overview="Classical control analyses systems in the Laplace (s) domain, where differentiation becomes multiplication by s and linear ODEs become simple algebraic expressions. Transfer functions, poles and zeros, block-diagram algebra and frequency response are the vocabulary of PID design, stability analysis and every control systems textbook used in Indian engineering curricula.",
        details_title="Why control engineers work in the s-domain",
        details_content=(
            "The Laplace transform converts a time function f(t) into F(s) = ∫₀^∞ f(t) e^(−st) dt. Its key property is that the derivative ḟ becomes sF(s) − f(0), so a linear ODE with zero initial conditions becomes a polynomial equation in s. The ratio of output to input, G(s) = Y(s)/U(s), is the transfer function of the system.\n\n"
            "Transfer functions make it easy to connect systems: blocks in series multiply, and a feedback loop with controller C(s) and plant G(s) becomes C G / (1 + C G). The roots of the denominator — the poles — determine stability and the shape of the response, which is the basis of root-locus design.\n\n"
            "Setting s = jω gives the frequency response, which leads to Bode and Nyquist plots and to the concepts of bandwidth and gain and phase margins."
        ),
        sections=[
            ("transform-basics", "The Laplace Transform and Its Properties",
             "Learn the transforms of standard signals: the unit step 1/s, the ramp 1/s², the exponential e^(−at) → 1/(s + a), and sin(ωt) → ω/(s² + ω²). Key properties are linearity, differentiation (ḟ → sF(s) − f(0)), integration (∫f → F(s)/s) and time delay (f(t − T) → e^(−sT)F(s)). The final value theorem, lim t→∞ f(t) = lim s→0 sF(s), quickly gives steady-state error without solving for the full response. Inverse transforms are found with partial-fraction expansion and a transform table."),
            ("transfer-functions", "Transfer Functions, Poles and Zeros",
             "A DC motor's speed response to voltage is approximately G(s) = K / (τs + 1); a mass-spring-damper is G(s) = 1 / (ms² + bs + k). Poles (roots of the denominator) in the left half of the complex plane give decaying responses; poles in the right half mean instability; complex poles mean oscillation, with the damping ratio determined by their angle. Zeros shape the response and can cause overshoot or initial undershoot. Being able to sketch the step response from the pole locations is a core skill for control design."),
            ("block-diagrams", "Block Diagrams and Feedback",
             "Control systems are drawn as block diagrams. Series blocks multiply; parallel blocks add; a negative-feedback loop with forward path G and feedback H has closed-loop transfer function G / (1 + GH). With a PID controller C(s) = Kp + Ki/s + Kd s, you can compute how each gain moves the closed-loop poles. The error transfer function 1 / (1 + CG) with the final value theorem shows why an integrator removes steady-state error for step references. Practise reducing multi-loop diagrams, as this appears in every control exam and design review."),
            ("frequency-response", "Frequency Response and Bode Plots",
             "Substituting s = jω shows how a system responds to sinusoids of frequency ω: the magnitude |G(jω)| and phase ∠G(jω), plotted on log scales, form a Bode plot. Bandwidth tells you how fast a system can follow commands; gain and phase margins measure how far a feedback loop is from instability. Engineers use Bode plots to design lead-lag compensators, to choose filter cut-off frequencies for noisy sensors, and to identify plant models from measured data. Python's python-control library and MATLAB make these plots easy to generate and check."),
        ],
        resources=[
            ("Control Systems Engineering — Norman S. Nise", "Widely used textbook with clear treatment of Laplace transforms, transfer functions and time response.", "25 hours"),
            ("Control System Lectures — Brian Douglas (YouTube) / MATLAB Tech Talks", "Short, intuitive videos on transfer functions, root locus, Bode plots and PID.", "6 hours"),
            ("python-control library documentation", "Create transfer functions, plot step responses and Bode diagrams in Python.", "3 hours"),
        ],
    ),
    P(
        key="python-programming",
        title="Python Programming",
        description="Core Python — data types, control flow, functions, classes, modules, virtual environments and packages — for scripting, prototyping and ROS nodes.",
        category="Programming",
        duration="4 weeks",
        difficulty="Beginner",
        overview="Python is the most common language for robotics prototyping, computer vision, machine learning, data analysis and writing ROS nodes. You should be able to write clean, well-structured programs with functions and classes, use the standard library, manage dependencies with virtual environments and pip, and read other people's code comfortably.",
        details_title="Python for robotics, not just for scripts",
        details_content=(
            "Robotics Python goes beyond short scripts. ROS 2 nodes in rclpy are classes that inherit from Node and register callbacks; vision pipelines pass NumPy arrays between functions; ML code organises data loaders, models and training loops into modules. Object-oriented design, clear function interfaces and type hints make this code maintainable.\n\n"
            "You should also understand Python's execution model well enough to avoid common pitfalls: mutable default arguments, variable scope inside callbacks, the Global Interpreter Lock and why heavy computation belongs in NumPy or C++ rather than Python loops.\n\n"
            "Finally, learn the tooling: venv or conda for environments, pip and requirements files, a debugger (pdb or your IDE's), a formatter and linter (black, ruff), and pytest for tests."
        ),
        sections=[
            ("core-language", "Core Language",
             "Master the built-in types (int, float, str, bool, list, tuple, dict, set), slicing, comprehensions ([x*x for x in range(10) if x % 2 == 0]), f-strings, and control flow with if, for, while, break and continue. Understand that variables are references: assigning a list to a new name does not copy it. Learn exceptions (try/except/finally) and raise meaningful errors. Write functions with default and keyword arguments, and document them with docstrings and type hints such as def clamp(x: float, lo: float, hi: float) -> float. These basics are used constantly in sensor processing and control code."),
            ("oop-and-modules", "Classes, Modules and Packages",
             "Classes bundle state and behaviour: a PIDController class can hold gains and the integral term and expose an update(error, dt) method. Learn __init__, instance vs class attributes, inheritance and composition, and dataclasses for simple records like a Pose(x, y, theta). Organise code into modules and packages with __init__.py, import them cleanly, and use if __name__ == '__main__': for runnable scripts. ROS 2 Python packages follow this structure with a setup.py or setup.cfg that declares entry points for each node."),
            ("environment-tooling", "Environments, Packages and Tooling",
             "Create isolated environments with python3 -m venv .venv and install packages with pip install -r requirements.txt so that projects do not conflict. Note that ROS 2 uses the system Python on Ubuntu, so be careful when mixing virtual environments with ROS. Use an editor such as VS Code with the Python extension, learn to set breakpoints, and run a linter and formatter. Write small tests with pytest — testing a kinematics function against known poses catches many errors before they reach a robot."),
            ("python-for-robots", "Python in Robot Software",
             "Robot software is event driven: callbacks fire when messages arrive or timers expire. Keep callbacks short, avoid blocking calls like time.sleep inside them, and understand that ROS executors decide which callbacks run on which thread. Use the logging module (or the node's logger) instead of print. Profile before optimising: a Python loop over 100,000 LiDAR points is slow, but the same operation vectorised with NumPy is fast. When Python is truly too slow — tight control loops at kilohertz rates — move that part to C++."),
        ],
        resources=[
            ("The Python Tutorial (docs.python.org)", "The official tutorial covering the language, data structures, modules, classes and the standard library.", "10 hours"),
            ("Automate the Boring Stuff with Python — Al Sweigart", "Free online book with practical, project-based introduction to Python programming.", "20 hours"),
            ("Python Crash Course — Eric Matthes", "Beginner-friendly book that covers fundamentals and then builds complete projects.", "25 hours"),
        ],
    ),
    P(
        key="cpp-programming",
        title="Modern C++ Programming",
        description="C++17 essentials for robotics — classes, references, smart pointers, templates, the STL and RAII — used for performance-critical ROS nodes and libraries.",
        category="Programming",
        duration="6 weeks",
        difficulty="Intermediate",
        overview="Most performance-critical robotics software — ROS client libraries, MoveIt, Nav2, SLAM systems, PCL, OpenCV's core, drivers and real-time controllers — is written in C++. You need enough modern C++ (C++14/17) to read these codebases, write efficient nodes with rclcpp and debug crashes. Focus on the modern, safe subset rather than old C-style code.",
        details_title="Why C++ still dominates robotics",
        details_content=(
            "Robots often run control loops at hundreds or thousands of hertz, process millions of LiDAR points per second and run on embedded computers with limited power. C++ gives deterministic performance, direct memory control and zero-cost abstractions, and it integrates with hardware drivers and real-time operating systems. That is why the core of the ROS ecosystem is C++.\n\n"
            "Modern C++ is much safer and more pleasant than the C++ many students meet in first-year courses. Smart pointers (std::unique_ptr, std::shared_ptr) manage memory automatically, RAII ties resource lifetime to scope, auto and range-based for loops reduce boilerplate, and lambdas make callbacks easy — which is exactly how rclcpp subscriptions and timers are written.\n\n"
            "You should be able to write and build multi-file programs with classes, use the STL containers and algorithms, and understand compile and link errors well enough to fix them."
        ),
        sections=[
            ("fundamentals", "Types, References and Functions",
             "Know the built-in types, const correctness, and the difference between passing by value, by reference (const T&) and by pointer. Pass large objects such as point clouds by const reference to avoid copies. Understand stack versus heap allocation and object lifetime. Write functions and overloads, use namespaces, and split code into header (.hpp) and source (.cpp) files. Learn to read compiler errors from the top; the first error is usually the real one. Use -Wall -Wextra and treat warnings seriously."),
            ("classes-raii", "Classes, RAII and Smart Pointers",
             "Classes encapsulate state with constructors, destructors and member functions. RAII (Resource Acquisition Is Initialisation) means a resource — memory, a file, a serial port, a mutex lock — is acquired in a constructor and released in the destructor, so it is freed even if an exception occurs. Prefer std::unique_ptr for single ownership and std::shared_ptr for shared ownership; avoid raw new and delete. ROS 2 nodes are typically created with std::make_shared<MyNode>(), and messages are passed as shared pointers. Learn the rule of zero/three/five and move semantics so you know when objects are copied or moved."),
            ("stl-templates", "The STL, Templates and Lambdas",
             "Use std::vector as the default container, std::array for fixed sizes, std::unordered_map for lookups, and std::string. Algorithms like std::sort, std::find_if and std::transform with lambdas replace hand-written loops: std::sort(v.begin(), v.end(), [](const auto& a, const auto& b){ return a.cost < b.cost; }). Templates power generic libraries such as Eigen and PCL; you mainly need to use them and read their error messages, not write complex metaprograms. std::priority_queue is exactly what you need for Dijkstra and A*."),
            ("concurrency-debugging", "Concurrency, Debugging and Tooling",
             "Robots are concurrent: sensor callbacks, control loops and planners run simultaneously. Learn std::thread, std::mutex with std::lock_guard, std::atomic and condition variables, and understand data races. Use gdb or an IDE debugger to inspect crashes, and AddressSanitizer (-fsanitize=address) and UndefinedBehaviorSanitizer to find memory bugs. Use clang-format for consistent style. Build with CMake, which is covered as a separate prerequisite, because every ROS C++ package uses it."),
        ],
        resources=[
            ("LearnCpp.com", "Free, thorough and up-to-date tutorial covering C++ from basics to modern features.", "40 hours"),
            ("A Tour of C++ — Bjarne Stroustrup", "Concise overview of modern C++ by its creator, ideal for programmers coming from other languages.", "12 hours"),
            ("cppreference.com", "The standard reference for the C++ language and standard library, with examples.", "Ongoing reference"),
        ],
    ),
    P(
        key="linux-command-line",
        title="Linux and the Command Line",
        description="Working in Ubuntu with the terminal: files, permissions, processes, package management, environment variables, SSH and shell scripting.",
        category="Tools",
        duration="2 weeks",
        difficulty="Beginner",
        overview="ROS, Gazebo and most robotics tooling are developed primarily for Ubuntu Linux, and robots themselves usually run Linux on embedded computers like the Raspberry Pi or NVIDIA Jetson. You will spend much of your time in a terminal building code, launching nodes, reading logs and connecting to robots over SSH. Comfort with the command line is therefore essential.",
        details_title="Setting up and living in Linux",
        details_content=(
            "Install Ubuntu LTS natively (dual boot), in a virtual machine, or with WSL2 on Windows; match the version to the ROS distribution you plan to use (for example Ubuntu 22.04 for ROS 2 Humble and Ubuntu 24.04 for ROS 2 Jazzy). A native install gives the best performance for simulation and hardware access.\n\n"
            "Learn the philosophy of small tools combined with pipes, the file-system layout (/home, /opt, /etc, /dev), and how software is installed with apt. Understand that sourcing a setup file (source /opt/ros/humble/setup.bash) modifies environment variables like PATH and AMENT_PREFIX_PATH for the current shell only — the cause of many 'package not found' errors.\n\n"
            "Remote work matters too: you will SSH into robots, copy files with scp or rsync, and keep processes running with tmux when the connection drops."
        ),
        sections=[
            ("files-navigation", "Files, Directories and Permissions",
             "Navigate with pwd, ls -la, cd and find; manipulate files with cp, mv, rm, mkdir and ln -s; view them with cat, less, head and tail -f (great for following logs). Every file has an owner, group and permissions (rwx); chmod +x script.sh makes a script executable, and device files such as /dev/ttyUSB0 often need your user to be in the dialout group to access a serial device. Use sudo only when needed. Learn to edit files in the terminal with nano or vim, because robots often have no graphical desktop."),
            ("processes-pipes", "Processes, Pipes and Text Tools",
             "Commands can be chained with pipes: ros2 topic list | grep camera filters output. Redirect output with > and 2>&1. Inspect processes with ps aux, top or htop, stop them with Ctrl+C or kill <pid>, and run jobs in the background with &. grep, sed, awk, sort, uniq and wc let you analyse log files quickly. Check disk usage with df -h and du -sh, and memory with free -h — simulations and rosbag recordings can fill disks quickly."),
            ("packages-environment", "Packages, Environment Variables and Shell Configuration",
             "Install software with sudo apt update and sudo apt install <package>; ROS packages are named like ros-humble-nav2-bringup. Environment variables (echo $PATH, export ROS_DOMAIN_ID=7) configure programs; put permanent settings in ~/.bashrc, but be careful sourcing multiple ROS distributions in the same shell. Understand the difference between running a script (new process) and sourcing it (current shell). Learn which shells and terminals you use, and use tab completion heavily — ROS 2 commands support it."),
            ("remote-scripting", "SSH, tmux and Shell Scripting",
             "Connect to a robot with ssh user@robot-ip, set up key-based login with ssh-keygen and ssh-copy-id, and copy files with scp or rsync. Use tmux to keep sessions alive and split the terminal into panes for multiple nodes. Write small bash scripts to automate repetitive tasks: set -e to stop on errors, variables, if statements, loops and functions. A script that sources the workspace, sets environment variables and launches your robot saves time and avoids mistakes during demos."),
        ],
        resources=[
            ("The Linux Command Line — William Shotts", "Free book that teaches the shell from first principles through scripting.", "20 hours"),
            ("The Missing Semester of Your CS Education (MIT)", "Lectures on shell, scripting, editors, version control and debugging tools that every engineer needs.", "12 hours"),
            ("Ubuntu tutorials — The Linux command line for beginners", "Official Ubuntu step-by-step introduction to the terminal.", "2 hours"),
        ],
    ),
    P(
        key="cmake-build-systems",
        title="CMake and Build Systems",
        description="How C++ code is compiled and linked, and how CMake, ament and colcon build, find dependencies and install ROS packages.",
        category="Tools",
        duration="1 week",
        difficulty="Intermediate",
        overview="Every ROS 2 C++ package is built with CMake through ament_cmake, and colcon builds whole workspaces of packages in dependency order. When a build fails with 'could not find package' or 'undefined reference', you need to understand compilation, linking and CMake targets to fix it. This prerequisite teaches the modern, target-based CMake used in ROS 2.",
        details_title="From source files to a running node",
        details_content=(
            "Building C++ has two main stages: the compiler turns each .cpp file into an object file, and the linker combines object files and libraries into an executable or shared library. Headers tell the compiler what exists; libraries provide the actual code. Most confusing build errors come from a missing include directory (compile error) or a missing library (link error).\n\n"
            "CMake is a build-system generator: CMakeLists.txt describes targets (executables and libraries) and their dependencies, and CMake generates Makefiles or Ninja files that actually compile. Modern CMake is target-based: target_link_libraries and target_include_directories propagate requirements automatically.\n\n"
            "In ROS 2, ament_cmake adds helpers such as ament_target_dependencies and ament_package, package.xml declares dependencies for rosdep and colcon, and colcon build --symlink-install builds the workspace."
        ),
        sections=[
            ("compile-link", "Compilation and Linking",
             "Compile a single file with g++ -std=c++17 -Wall -O2 main.cpp -o app. With several files, compile each to an object (-c) and link them together. Shared libraries (.so) are loaded at run time, so the dynamic linker must find them through standard paths or LD_LIBRARY_PATH — which ROS setup scripts configure. 'undefined reference to X' means the linker could not find the definition of X: you forgot to link a library or compile a source file. 'No such file or directory' for a header is a missing include path."),
            ("modern-cmake", "Modern Target-Based CMake",
             "A minimal CMakeLists.txt contains cmake_minimum_required(VERSION 3.16), project(my_robot CXX), add_library(kinematics src/kinematics.cpp), target_include_directories(kinematics PUBLIC include), add_executable(demo src/demo.cpp) and target_link_libraries(demo PRIVATE kinematics). External libraries are found with find_package(Eigen3 REQUIRED) and linked as imported targets such as Eigen3::Eigen. Build out of source: cmake -S . -B build && cmake --build build. Set CMAKE_BUILD_TYPE to Release for speed or Debug for debugging."),
            ("ament-colcon", "ament_cmake, package.xml and colcon",
             "A ROS 2 C++ package adds find_package(rclcpp REQUIRED), ament_target_dependencies(my_node rclcpp sensor_msgs), install(TARGETS my_node DESTINATION lib/${PROJECT_NAME}) and ament_package() at the end. Launch and config directories must also be installed so that ros2 launch can find them. package.xml lists build and run dependencies; rosdep install --from-paths src -y --ignore-src installs them. Build with colcon build --symlink-install, build one package with --packages-select, and remember to source install/setup.bash after building."),
            ("build-debugging", "Debugging Build Problems",
             "Read the first error carefully and identify the stage: CMake configure, compile or link. Clean stale builds by removing the build, install and log directories when dependencies change. Use colcon build --event-handlers console_direct+ to see full compiler output, and VERBOSE=1 or --cmake-args -DCMAKE_VERBOSE_MAKEFILE=ON to see actual compiler commands. If a package is not found, check that its workspace is sourced and that it is listed in package.xml. Export compile_commands.json (-DCMAKE_EXPORT_COMPILE_COMMANDS=ON) so your editor's code completion works."),
        ],
        resources=[
            ("CMake official tutorial (cmake.org)", "Step-by-step tutorial from a first executable to libraries, installation and testing.", "6 hours"),
            ("Professional CMake: A Practical Guide — Craig Scott", "Comprehensive, modern guide written by a CMake maintainer.", "20 hours"),
            ("ROS 2 documentation — Creating a package and ament_cmake user documentation", "Official guides to ROS 2 package structure, ament_cmake and colcon.", "3 hours"),
        ],
    ),
    P(
        key="data-structures-algorithms",
        title="Data Structures and Algorithms",
        description="Arrays, hash maps, trees, heaps and graphs, with searching, sorting and graph-search algorithms such as BFS, Dijkstra and A*.",
        category="Programming",
        duration="5 weeks",
        difficulty="Intermediate",
        overview="Robotics software is full of algorithms: planners search graphs, costmaps are grids, point clouds are indexed with k-d trees, and schedulers use priority queues. Knowing the right data structure and the complexity of operations on it is what makes a planner run in milliseconds instead of minutes. It is also the basis of almost every software and robotics interview.",
        details_title="Algorithms that robots use every second",
        details_content=(
            "When a mobile robot plans a path, it searches a graph whose nodes are grid cells or lattice states, expanding them in order of cost using a priority queue. When a LiDAR SLAM system associates points between scans, it queries nearest neighbours in a k-d tree. When a manipulator planner checks collisions, it uses bounding-volume hierarchies. These are textbook data structures applied to robotics.\n\n"
            "You should be able to analyse time and space complexity with Big-O notation, implement the core structures yourself at least once, and, more importantly, know which standard-library structure to use in Python or C++.\n\n"
            "Graph algorithms deserve special attention: breadth-first search, depth-first search, Dijkstra's algorithm and A* are the starting point for path planning."
        ),
        sections=[
            ("complexity", "Complexity and Core Structures",
             "Big-O notation describes how running time grows with input size: O(1) hash lookup, O(log n) binary search or heap operation, O(n) scan, O(n log n) sorting, O(n²) nested loops. Arrays give O(1) indexing; linked lists rarely beat arrays in practice because of cache effects; hash maps (dict, std::unordered_map) give average O(1) insert and lookup; balanced trees (std::map) keep keys sorted with O(log n) operations. A 2D occupancy grid stored as a flat array with index = y·width + x is a simple and cache-friendly structure used throughout navigation code."),
            ("heaps-trees", "Heaps, Trees and Spatial Indexes",
             "A binary heap supports insert and extract-min in O(log n) — the priority queue behind Dijkstra, A* and event schedulers (heapq in Python, std::priority_queue in C++). Binary search trees and their balanced variants maintain sorted data. Spatial structures extend trees to geometry: k-d trees and octrees (used by PCL and OctoMap) answer nearest-neighbour and range queries in point clouds much faster than brute force. Understanding them helps you choose parameters like leaf size and explains performance differences between libraries."),
            ("graph-search", "Graphs and Graph Search",
             "A graph has vertices and edges, stored as adjacency lists for sparse graphs. BFS explores level by level and finds shortest paths in unweighted graphs; DFS explores deeply and is used for connectivity and cycle detection. Dijkstra's algorithm finds shortest paths with non-negative edge weights by repeatedly expanding the lowest-cost vertex from a priority queue. A* adds a heuristic h(n) estimating remaining cost, expanding nodes in order of f(n) = g(n) + h(n); with an admissible heuristic such as Euclidean distance it remains optimal while exploring far fewer nodes. Implement all four on a small grid maze and visualise the explored cells."),
            ("algorithm-design", "Algorithm Design Techniques",
             "Recursion and divide-and-conquer (merge sort, quicksort), greedy algorithms, and dynamic programming (solving overlapping subproblems once, as in value iteration or the Viterbi algorithm) appear repeatedly in robotics. Dynamic programming underlies optimal control and reinforcement learning; union-find helps cluster point clouds; sorting and binary search speed up time-synchronisation of sensor messages. Practise on platforms like LeetCode or Codeforces, but always connect problems back to robotics use cases."),
        ],
        resources=[
            ("Introduction to Algorithms (CLRS) — Cormen, Leiserson, Rivest and Stein", "Comprehensive reference for data structures, graph algorithms and dynamic programming.", "60 hours"),
            ("Introduction to the A* Algorithm — Red Blob Games (Amit Patel)", "Interactive visual explanation of BFS, Dijkstra and A* on grids with code.", "3 hours"),
            ("Grokking Algorithms — Aditya Bhargava", "Illustrated, beginner-friendly introduction to common algorithms including graph search.", "10 hours"),
        ],
    ),
    P(
        key="numpy-scientific-python",
        title="NumPy and Scientific Python",
        description="Vectorised numerical computing with NumPy, plotting with Matplotlib and data handling with pandas — the toolkit for robot data analysis and ML.",
        category="Programming",
        duration="2 weeks",
        difficulty="Beginner",
        overview="Images are NumPy arrays, point clouds are NumPy arrays, and machine-learning datasets start life as NumPy arrays or pandas DataFrames. Scientific Python lets you analyse sensor logs, prototype algorithms, plot results and feed data into learning frameworks. Writing vectorised NumPy code rather than Python loops is the key skill.",
        details_title="Thinking in arrays",
        details_content=(
            "NumPy's ndarray stores numbers of one type in contiguous memory and performs operations in compiled C code. Replacing a Python loop with a single array expression is often 50–100 times faster, which matters when processing images or LiDAR scans in real time.\n\n"
            "Broadcasting lets arrays of different shapes combine: subtracting a (3,) mean vector from an (N, 3) point cloud centres all points at once. Boolean masks filter data without loops, and functions in numpy.linalg handle linear algebra.\n\n"
            "Around NumPy sit Matplotlib for plotting, pandas for tabular data such as CSV logs, SciPy for optimisation, interpolation, signal processing and spatial algorithms, and Jupyter notebooks for interactive exploration."
        ),
        sections=[
            ("arrays", "Arrays, Shapes and Indexing",
             "Create arrays with np.array, np.zeros, np.arange and np.linspace. Every array has a shape and dtype; a colour image is typically (height, width, 3) uint8, and an N-point cloud is (N, 3) float32. Index and slice like img[100:200, 50:150] for a region of interest, use reshape and transpose to rearrange data, and remember that slices are views that share memory while fancy indexing creates copies. Check shapes constantly — most NumPy bugs are shape mismatches."),
            ("vectorisation", "Vectorisation and Broadcasting",
             "Instead of looping, apply operations to whole arrays: distances = np.linalg.norm(points, axis=1) computes all ranges at once, and mask = distances < 5.0 followed by points[mask] removes far points. Broadcasting aligns trailing dimensions, so points @ R.T + t transforms an entire cloud by rotation R and translation t. Aggregations such as mean, std, min and max accept an axis argument. A good exercise: convert a LiDAR scan from ranges and angles to (x, y) points without any Python loop."),
            ("plotting", "Plotting and Visual Analysis",
             "Matplotlib is essential for understanding robot behaviour. Plot a controller's reference and measured position against time, overlay the planned and actual trajectories with plt.plot(x, y) and axis('equal'), show images with plt.imshow, and use subplots to compare signals. Label axes with units. Clear plots are also what make project reports and interviews convincing. For large logs, pandas' DataFrame.plot and rolling-window statistics help spot noise and drift quickly."),
            ("scipy-pandas", "pandas and SciPy",
             "pandas reads CSV and other logs into DataFrames with named columns, supports filtering, grouping and time-series resampling, and is ideal for analysing experiment results. SciPy adds scipy.signal for filter design, scipy.optimize for curve fitting and minimisation, scipy.spatial.transform.Rotation for rotations and quaternions, scipy.spatial.KDTree for nearest neighbours and scipy.integrate for simulating ODEs. Together with NumPy these libraries let you prototype almost any robotics algorithm in a few dozen lines before porting it to production code."),
        ],
        resources=[
            ("NumPy: the absolute basics for beginners (numpy.org)", "Official introduction to arrays, indexing, broadcasting and common operations.", "3 hours"),
            ("Python Data Science Handbook — Jake VanderPlas", "Free online book covering NumPy, pandas, Matplotlib and scikit-learn in depth.", "20 hours"),
            ("Matplotlib tutorials (matplotlib.org)", "Official guides to creating line plots, images, subplots and publication-quality figures.", "3 hours"),
        ],
    ),
    P(
        key="rest-apis-json",
        title="Web APIs, JSON and Asynchronous Programming",
        description="Calling HTTP/REST APIs, working with JSON and JSON Schema, handling authentication, rate limits and async code — the glue for connecting robots to AI services.",
        category="Programming",
        duration="1 week",
        difficulty="Beginner",
        overview="Modern robots talk to cloud services: LLM APIs, fleet-management servers, dashboards and databases. Integrating them requires understanding HTTP requests, JSON data, API keys, error handling and asynchronous calls that do not block the robot's control loop. This is everyday software-engineering knowledge that robotics students often skip.",
        details_title="Connecting robots to services safely",
        details_content=(
            "A REST API exposes resources over HTTP: the client sends a request with a method (GET, POST, PUT, DELETE), a URL, headers (including authentication) and often a JSON body; the server responds with a status code and a JSON body. LLM APIs follow the same pattern — you POST a list of messages and receive generated text or a structured tool call.\n\n"
            "Robustness matters more on robots than in scripts. Networks drop, services rate-limit and responses can be slow or malformed. Code must use timeouts, retries with backoff, and validation of every response before acting on it. Secrets such as API keys belong in environment variables, never in source code or Git.\n\n"
            "Because a robot must keep running while waiting for a slow response, you also need asynchronous patterns: threads, asyncio, or ROS actions that report progress and can be cancelled."
        ),
        sections=[
            ("http-basics", "HTTP and REST Basics",
             "Learn the request-response cycle, URLs and query parameters, HTTP methods and status codes: 200 OK, 201 Created, 400 Bad Request, 401 Unauthorized, 404 Not Found, 429 Too Many Requests and 5xx server errors. Try APIs from the terminal with curl -X POST -H 'Content-Type: application/json' -d '{...}' URL, and from Python with the requests or httpx library: r = httpx.post(url, json=payload, headers=headers, timeout=10). Always check r.status_code before using r.json()."),
            ("json-schema", "JSON and Structured Data",
             "JSON represents objects, arrays, strings, numbers, booleans and null. Python's json module converts between JSON text and dicts/lists. When an LLM or another service returns data your robot will act on, validate it: JSON Schema or Python libraries like pydantic check that fields exist and have the right types and ranges, for example that a target speed is a number between 0 and 0.5 m/s. Reject or repair invalid outputs instead of passing them to actuators. Many LLM APIs can be asked to produce output conforming to a schema, which simplifies this step."),
            ("auth-errors", "Authentication, Secrets and Error Handling",
             "APIs authenticate with keys or tokens in headers. Store them in environment variables (os.environ['API_KEY']) or a secrets manager and add .env files to .gitignore. Handle transient errors with retries and exponential backoff, respect rate limits, and set timeouts on every call. Log request IDs and errors for debugging, but never log secrets. Design a safe fallback: if the service is unavailable, the robot should stop or continue with a simple default rather than behave unpredictably."),
            ("async", "Asynchronous and Concurrent Calls",
             "A network call that takes two seconds must not freeze a control loop. Options include running the call in a separate thread, using Python's asyncio with async/await and httpx.AsyncClient, or wrapping the operation in a ROS 2 action server so clients receive feedback and can cancel. Understand the difference between concurrency and parallelism, and use queues to pass results safely between threads. A good exercise is a ROS 2 node that sends a text command to a web API in the background while continuing to publish a heartbeat at 10 Hz."),
        ],
        resources=[
            ("MDN Web Docs — An overview of HTTP", "Clear reference on HTTP messages, methods, status codes and headers.", "2 hours"),
            ("HTTPX / Requests documentation", "Python libraries for making synchronous and asynchronous HTTP requests with timeouts and authentication.", "2 hours"),
            ("FastAPI tutorial", "Builds a JSON API step by step and explains data validation with pydantic — useful for both sides of an API.", "5 hours"),
        ],
    ),
]
