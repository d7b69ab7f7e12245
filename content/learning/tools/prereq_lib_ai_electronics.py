"""Prerequisite library, part C: AI/ML, electronics, industrial and research skills."""

from prereq_common import P

ENTRIES = [
    P(
        key="machine-learning-fundamentals",
        title="Machine Learning Fundamentals",
        description="Supervised and unsupervised learning, loss functions, train/validation/test splits, overfitting, regularisation and evaluation metrics.",
        category="AI & ML",
        duration="4 weeks",
        difficulty="Intermediate",
        overview="Deep learning, reinforcement learning and modern perception all build on the core ideas of machine learning: learning parameters from data by minimising a loss, and making sure the model generalises to data it has not seen. This prerequisite covers those ideas with classical models, which are easier to understand and still useful in robotics.",
        details_title="Learning from data, and knowing when it worked",
        details_content=(
            "In supervised learning, a model f(x; θ) maps inputs x to outputs y, and training chooses θ to minimise a loss over labelled examples — mean squared error for regression, cross-entropy for classification. Unsupervised learning finds structure without labels, for example clustering sensor readings or compressing data with PCA.\n\n"
            "The central challenge is generalisation. A model that memorises the training set performs badly on new data (overfitting); a model that is too simple misses real patterns (underfitting). Splitting data into training, validation and test sets, using cross-validation, and applying regularisation are the standard tools to manage this.\n\n"
            "Robotics data brings extra pitfalls: consecutive sensor frames are highly correlated, so random splits leak information; conditions change between lab and field; and classes such as 'failure' are rare. Good evaluation design is as important as the model."
        ),
        sections=[
            ("supervised", "Supervised Learning: Regression and Classification",
             "Linear regression fits y ≈ wᵀx + b by minimising squared error and is solvable in closed form; logistic regression outputs class probabilities via the sigmoid and is trained with cross-entropy and gradient descent. Decision trees and ensembles such as random forests and gradient boosting handle nonlinear tabular data very well. k-nearest neighbours and SVMs are useful baselines. Try them on a robotics-flavoured dataset, such as classifying terrain type from IMU vibration features, using scikit-learn's consistent fit/predict interface."),
            ("generalisation", "Overfitting, Regularisation and Validation",
             "Plot training and validation error as model complexity grows: training error keeps falling while validation error eventually rises — the bias-variance trade-off. Regularisation (L2/ridge, L1/lasso), limiting tree depth, gathering more data and data augmentation reduce overfitting. Use k-fold cross-validation for small datasets and tune hyperparameters only on validation data, keeping the test set untouched until the end. For time-series robot data, split by recording session or time rather than randomly to avoid leakage."),
            ("metrics", "Evaluation Metrics",
             "Accuracy is misleading when classes are imbalanced: a detector that never flags a rare defect can be 99% accurate. Use the confusion matrix, precision (how many flagged items are correct), recall (how many true items were found), F1 score and ROC or precision-recall curves. For regression use RMSE and MAE, in physical units. Choose the metric that matches the cost of errors in your application — a missed obstacle is far worse than a false alarm for a safety system."),
            ("unsupervised-features", "Unsupervised Learning and Features",
             "k-means clusters points around k centroids; DBSCAN finds clusters of arbitrary shape and marks noise, which is why it is popular for LiDAR obstacle clustering. PCA projects data onto directions of maximum variance for visualisation and compression. Classical ML depends heavily on features — hand-designed inputs such as frequency-band energies of a vibration signal or statistics of a point cluster — and normalising features (zero mean, unit variance) is usually essential. Deep learning automates feature learning but the same evaluation principles apply."),
        ],
        resources=[
            ("Machine Learning Specialization — Andrew Ng (DeepLearning.AI and Stanford, Coursera)", "Beginner-friendly course covering regression, classification, trees, clustering and practical advice.", "60 hours"),
            ("Hands-On Machine Learning with Scikit-Learn, Keras and TensorFlow — Aurélien Géron", "Practical book with complete projects and excellent coverage of ML workflow and evaluation.", "40 hours"),
            ("scikit-learn User Guide", "Official documentation with explanations and examples for every classical algorithm and model-selection tool.", "10 hours"),
        ],
    ),
    P(
        key="neural-network-basics",
        title="Neural Network Basics",
        description="Neurons, layers, activation functions, backpropagation, gradient descent, CNNs and the idea of attention — the building blocks of deep learning.",
        category="AI & ML",
        duration="3 weeks",
        difficulty="Intermediate",
        overview="Object detectors such as YOLO, reinforcement-learning policies and large language models are all neural networks. To use them effectively — fine-tune them, debug training and understand their limitations — you need to understand how a neural network computes its output and how it learns. This prerequisite builds that understanding from a single neuron up to convolutional networks and attention.",
        details_title="A network is a differentiable function",
        details_content=(
            "A neural network is a composition of simple layers: each computes a linear transformation of its input followed by a nonlinear activation. Stacking layers lets the network represent very complex functions. For images, convolutional layers share weights across positions to detect local patterns; for sequences and sets, attention layers let every element weigh information from every other element.\n\n"
            "Training adjusts millions of weights to minimise a loss using gradient descent. Backpropagation computes all gradients efficiently by applying the chain rule backwards through the network, and frameworks like PyTorch do this automatically.\n\n"
            "Understanding this mechanism explains practical behaviour: why learning rates matter, why inputs are normalised, why networks overfit small datasets, and why pretrained models transfer so well to new robotics tasks."
        ),
        sections=[
            ("neurons-layers", "Neurons, Layers and Activations",
             "A neuron computes y = σ(wᵀx + b). A fully connected layer does this for many neurons at once: y = σ(Wx + b). Without nonlinear activations, stacked layers would collapse into a single linear map; ReLU (max(0, x)) is the default choice in hidden layers, while softmax turns final scores into class probabilities and a linear output suits regression. A multilayer perceptron with one hidden layer can already approximate any continuous function given enough neurons, but deeper networks learn hierarchical features more efficiently."),
            ("backprop", "Loss, Backpropagation and Gradient Descent",
             "Training minimises a loss L — cross-entropy for classification, mean squared error for regression. Backpropagation computes ∂L/∂w for every weight by propagating error signals backwards layer by layer using the chain rule. Weights are updated by stochastic gradient descent on mini-batches: w ← w − η ∂L/∂w, usually with momentum or the Adam optimiser. The learning rate η is the most important hyperparameter: too large and training diverges, too small and it crawls. Implementing a tiny network with backpropagation by hand in NumPy once is the best way to understand it."),
            ("cnns", "Convolutional Neural Networks",
             "Convolutional layers slide learned filters over an image, detecting edges and textures in early layers and parts and objects in deeper ones. Pooling or strided convolutions reduce resolution while increasing the receptive field. Architectures such as ResNet add skip connections so very deep networks can be trained. CNN backbones pretrained on large datasets like ImageNet provide features that transfer to robotics tasks — detection heads such as YOLO's are built on top of such backbones. Learn the shape arithmetic: output size = (input − kernel + 2·padding)/stride + 1."),
            ("attention-practice", "Attention, Transformers and Training Practice",
             "Attention computes, for each element, a weighted average of other elements' values, with weights from the similarity of queries and keys: softmax(QKᵀ/√d)V. Transformers stack attention and feed-forward layers and power LLMs, vision transformers and many robot policies. Whatever the architecture, practical training relies on normalised inputs, batch or layer normalisation, data augmentation, dropout or weight decay, learning-rate schedules and careful monitoring of training and validation loss curves. Always overfit a tiny batch first to check that your pipeline can learn at all."),
        ],
        resources=[
            ("Neural Networks series — 3Blue1Brown", "Visual explanation of how networks compute, learn with gradient descent, backpropagation and attention.", "3 hours"),
            ("Neural Networks and Deep Learning — Michael Nielsen", "Free online book that derives backpropagation and trains a digit classifier from scratch.", "12 hours"),
            ("Neural Networks: Zero to Hero — Andrej Karpathy", "Video course that builds backpropagation and transformers from scratch in Python.", "15 hours"),
        ],
    ),
    P(
        key="pytorch-basics",
        title="PyTorch Basics",
        description="Tensors, autograd, nn.Module, datasets and data loaders, training loops, GPU usage, saving models and exporting to ONNX.",
        category="Tools",
        duration="2 weeks",
        difficulty="Intermediate",
        overview="PyTorch is the dominant deep-learning framework in research and increasingly in industry, and tools such as Ultralytics YOLO, Stable-Baselines3 and most robot-learning codebases are built on it. This prerequisite teaches you to write a complete training and evaluation pipeline and to move models from training to deployment.",
        details_title="From tensors to a trained model",
        details_content=(
            "PyTorch tensors are like NumPy arrays that can live on a GPU and record operations for automatic differentiation. Models are Python classes that subclass nn.Module; the forward method defines the computation, and autograd computes gradients when you call loss.backward().\n\n"
            "A training pipeline has four parts: a Dataset that loads and transforms individual samples, a DataLoader that batches and shuffles them, a model, and a loop that runs forward passes, computes the loss, backpropagates and steps an optimiser. Evaluation runs in torch.no_grad() mode with the model in eval() mode.\n\n"
            "For robots, deployment matters as much as training: saving state dicts, exporting to ONNX or TorchScript, and running optimised inference with ONNX Runtime or TensorRT on edge devices such as the NVIDIA Jetson."
        ),
        sections=[
            ("tensors-autograd", "Tensors and Autograd",
             "Create tensors with torch.tensor, torch.zeros or torch.from_numpy; check .shape, .dtype and .device. Move computation to a GPU with .to('cuda') when available. Setting requires_grad=True makes PyTorch record operations so that y.backward() fills x.grad with derivatives. Try it: x = torch.tensor(2.0, requires_grad=True); y = x**3; y.backward(); x.grad equals 12. Understand broadcasting (same rules as NumPy) and in-place operations, which can interfere with autograd."),
            ("modules-data", "Modules, Datasets and DataLoaders",
             "Define a model: class Net(nn.Module) with layers created in __init__ and used in forward. Use built-in layers (nn.Linear, nn.Conv2d, nn.ReLU, nn.BatchNorm2d) and containers like nn.Sequential. Implement a custom Dataset with __len__ and __getitem__ that returns a (tensor, label) pair, apply torchvision transforms for augmentation, and wrap it in a DataLoader(batch_size=32, shuffle=True, num_workers=4). Loading pretrained backbones from torchvision.models makes transfer learning a few lines of code."),
            ("training-loop", "The Training Loop",
             "A standard loop: for each epoch, model.train(); for each batch, optimizer.zero_grad(); out = model(x); loss = criterion(out, y); loss.backward(); optimizer.step(). Then evaluate with model.eval() inside torch.no_grad(), tracking validation loss and metrics. Use torch.optim.AdamW, a learning-rate scheduler, and log curves with TensorBoard or Weights & Biases. Set random seeds for reproducibility, save checkpoints (torch.save(model.state_dict(), path)) and keep the best model by validation metric."),
            ("deployment", "Saving, Exporting and Deploying",
             "Reload weights with model.load_state_dict(torch.load(path)). For deployment outside Python or with faster runtimes, export with torch.onnx.export(model, dummy_input, 'model.onnx'), then run it with ONNX Runtime or convert it to a TensorRT engine on NVIDIA hardware, optionally in FP16 or INT8 precision. Measure latency and throughput on the target device, including pre- and post-processing. Inside a ROS 2 node, load the model once at start-up and run inference in a callback or a dedicated thread, never reloading it per message."),
        ],
        resources=[
            ("PyTorch Tutorials — Learn the Basics (pytorch.org)", "Official introduction to tensors, datasets, models, autograd, optimisation and saving models.", "5 hours"),
            ("Deep Learning with PyTorch — Stevens, Antiga and Viehmann", "Book that builds practical PyTorch skills through a complete real-world project.", "25 hours"),
            ("Practical Deep Learning for Coders — fast.ai", "Free top-down course that gets you training state-of-the-art models quickly with PyTorch.", "30 hours"),
        ],
    ),
    P(
        key="basic-electronics",
        title="Basic Electronics",
        description="Voltage, current, resistance, Ohm's and Kirchhoff's laws, power, diodes, transistors and MOSFETs as switches, and safe use of batteries and multimeters.",
        category="Electronics",
        duration="3 weeks",
        difficulty="Beginner",
        overview="Robots are electromechanical systems. Wiring sensors, driving motors, choosing batteries and debugging a robot that mysteriously resets all require basic electronics. This prerequisite covers circuit fundamentals and the components you will meet in nearly every robot, with an emphasis on practical, safe bench work.",
        details_title="Electronics every robotics engineer should know",
        details_content=(
            "Many robot failures are electrical rather than software problems: a sensor powered at the wrong voltage, a missing common ground, a motor pulling the supply voltage down until the microcontroller browns out, or a logic-level mismatch between a 5 V sensor and a 3.3 V board. Understanding circuits lets you prevent these and diagnose them quickly with a multimeter.\n\n"
            "You should be able to read a simple schematic, calculate currents and power dissipation, choose resistor values, use a transistor or MOSFET to switch a load that a microcontroller pin cannot drive directly, and understand why flyback diodes and decoupling capacitors are needed.\n\n"
            "Battery safety deserves special attention. Lithium-polymer and lithium-ion packs store a lot of energy; short circuits, over-discharge and physical damage can cause fires, so fuses, correct chargers and careful wiring are essential."
        ),
        sections=[
            ("laws", "Voltage, Current, Resistance and Circuit Laws",
             "Ohm's law V = I R relates voltage, current and resistance; power P = V I = I² R tells you how hot a component will get. Kirchhoff's current law says currents into a node sum to zero; Kirchhoff's voltage law says voltages around a loop sum to zero. With these you can analyse series and parallel resistors and voltage dividers, V_out = V_in · R2/(R1 + R2), commonly used to scale a battery voltage into a microcontroller's ADC range. Example: an LED on a 5 V pin with a 2 V forward drop at 10 mA needs R = (5 − 2)/0.01 = 300 Ω."),
            ("components", "Passive Components, Diodes and Transistors",
             "Capacitors store charge and smooth supply voltage; a 100 nF ceramic capacitor next to every IC's power pin (decoupling) prevents noise-related glitches. Inductors resist changes in current; motor windings are inductors, which is why switching them off produces voltage spikes that a flyback diode must absorb. Diodes allow current in one direction and protect against reverse polarity. Bipolar transistors and, more commonly in robots, logic-level N-channel MOSFETs act as electronic switches that let a 3.3 V GPIO pin control a 12 V solenoid or LED strip."),
            ("power", "Power Supplies, Regulators and Batteries",
             "Robots typically run from batteries (LiPo or Li-ion packs, lead-acid for larger platforms) and convert voltage with regulators: linear regulators are simple but waste (V_in − V_out)·I as heat, while buck and boost switching converters are efficient. Separate noisy motor power from logic power where possible and join grounds at a single point. Know battery specifications: nominal voltage per cell (3.7 V Li-ion/LiPo), capacity in mAh, and C rating for maximum current. Use fuses, proper connectors (XT60 and similar) and a battery monitor to avoid over-discharge."),
            ("tools", "Bench Tools and Safe Practice",
             "A multimeter measures voltage (in parallel), current (in series, with the leads moved to the current jack) and resistance and continuity (with power off). Learn to check for shorts before powering a new board. A bench power supply with current limiting protects circuits during first power-up. Breadboards suit low-current prototypes, but motor circuits need soldered connections and appropriately rated wire. An oscilloscope or low-cost logic analyser reveals PWM signals and communication buses. Always disconnect power before rewiring, and never leave charging LiPo batteries unattended."),
        ],
        resources=[
            ("Practical Electronics for Inventors — Paul Scherz and Simon Monk", "Hands-on guide to components, circuits and practical design, ideal for robotics builders.", "30 hours"),
            ("All About Circuits — free online textbook", "Free textbook covering DC and AC circuits, semiconductors and digital electronics.", "20 hours"),
            ("SparkFun Learn tutorials (Voltage, Current, Resistance and Ohm's Law; How to Use a Multimeter)", "Short, illustrated beginner tutorials for bench electronics.", "3 hours"),
        ],
    ),
    P(
        key="digital-logic",
        title="Digital Logic",
        description="Number systems, Boolean algebra, logic gates, combinational and sequential circuits, flip-flops, counters and state machines.",
        category="Electronics",
        duration="2 weeks",
        difficulty="Beginner",
        overview="PLC ladder logic, microcontroller registers and robot state machines all rest on digital logic. Understanding Boolean algebra, how gates combine, and how memory elements and state machines work makes industrial control programs and embedded code much easier to write and debug.",
        details_title="From gates to ladder logic",
        details_content=(
            "Digital systems represent information with two levels, 0 and 1. Boolean algebra describes how logic operations combine these values, and logic gates implement them in hardware. Combinational circuits produce outputs that depend only on current inputs; sequential circuits also depend on stored state, built from flip-flops.\n\n"
            "Ladder diagrams, the most common PLC language, are a graphical form of Boolean logic: contacts in series form AND, contacts in parallel form OR, and normally closed contacts form NOT. A seal-in (latching) circuit is a simple memory element, and timers and counters are sequential building blocks.\n\n"
            "State machines — a finite set of states with transitions triggered by inputs — are the standard way to structure machine sequences, robot behaviours and communication protocols."
        ),
        sections=[
            ("number-systems", "Number Systems and Data Representation",
             "Understand binary, hexadecimal and decimal conversions: 0x1F = 31 = 0b11111. Learn signed integers in two's complement, why an 8-bit register ranges from −128 to 127, and how overflow occurs. Bits are packed into bytes and words in registers and communication protocols, so bitwise operations matter: value & 0x0F masks the lower four bits, value | (1 << 3) sets bit 3, and value >> 4 shifts right. Sensor datasheets and PLC memory maps are written in these terms."),
            ("boolean-gates", "Boolean Algebra and Logic Gates",
             "AND, OR and NOT are the basic operations, with NAND, NOR, XOR and XNOR as common derived gates. Truth tables define a function completely. Boolean identities and De Morgan's laws (NOT(A AND B) = NOT A OR NOT B) simplify expressions, and Karnaugh maps give minimal sum-of-products forms for up to four or five variables. Example: a conveyor motor should run if Start is pressed or it is already running, and Stop is not pressed and the guard is closed: Motor = (Start OR Motor) AND NOT Stop AND Guard — the classic seal-in rung."),
            ("sequential", "Flip-Flops, Counters and Timing",
             "Sequential logic stores state. An SR latch sets and resets a bit; D flip-flops capture an input on a clock edge and form registers and shift registers; counters count pulses, for example encoder ticks or parts on a conveyor. Timing matters: signals from mechanical switches bounce and need debouncing; asynchronous inputs must be synchronised; and edge detection (rising or falling) is needed to count events once. PLC instructions like TON (on-delay timer), CTU (up-counter) and R_TRIG (rising edge) are software versions of these hardware elements."),
            ("state-machines", "Finite State Machines",
             "A finite state machine has states, inputs, transitions and outputs. Draw the state diagram first — for a pick-and-place cell: IDLE → WAIT_FOR_PART → PICK → MOVE → PLACE → IDLE, with a FAULT state reachable from anywhere. Implement it as a switch statement in C, a variable with CASE in Structured Text, or a Sequential Function Chart in a PLC. Explicit state machines make behaviour predictable, testable and safe, and the same pattern appears in robot behaviour code and ROS 2 lifecycle nodes."),
        ],
        resources=[
            ("Digital Design — M. Morris Mano and Michael Ciletti", "Standard textbook on Boolean algebra, combinational and sequential logic design.", "25 hours"),
            ("Nand2Tetris (The Elements of Computing Systems)", "Free course that builds a computer from logic gates upward, building deep intuition for digital logic.", "30 hours"),
            ("All About Circuits — Digital volume", "Free online chapters on number systems, logic gates, Boolean algebra, Karnaugh maps and flip-flops.", "10 hours"),
        ],
    ),
    P(
        key="microcontroller-programming",
        title="Microcontroller Programming (Arduino, ESP32, STM32)",
        description="Programming microcontrollers in C/C++: GPIO, PWM, ADC, timers, interrupts and serial buses (UART, I2C, SPI), with non-blocking code design.",
        category="Electronics",
        duration="4 weeks",
        difficulty="Beginner",
        overview="Most robots have at least one microcontroller that reads sensors and drives actuators in real time, talking to a higher-level computer running ROS. Boards like Arduino Uno, ESP32, Raspberry Pi Pico and STM32 are inexpensive and widely available in India, making them the natural first platform for hands-on robotics.",
        details_title="The real-time layer of a robot",
        details_content=(
            "A microcontroller is a small computer on a single chip with a CPU, memory and peripherals such as GPIO pins, timers, analog-to-digital converters and communication interfaces. It runs one program without an operating system (or with a small real-time OS like FreeRTOS), responding to events within microseconds — something a Linux computer cannot guarantee.\n\n"
            "A typical architecture splits work: the microcontroller handles encoder counting, motor PWM, sensor sampling and safety cut-offs, while a Raspberry Pi or Jetson runs ROS 2, navigation and vision. The two communicate over a serial link, CAN, or with micro-ROS.\n\n"
            "Good embedded code is non-blocking: instead of delay(), it uses timers, interrupts and state machines so that a slow operation never stops the control loop."
        ),
        sections=[
            ("gpio-pwm", "GPIO and PWM",
             "Digital pins are configured as inputs (with pull-up or pull-down resistors) or outputs. Reading a push button needs debouncing; driving anything larger than an LED needs a transistor or driver. Pulse-width modulation switches a pin rapidly with a variable duty cycle, controlling average power to motors and LEDs: on an Arduino, analogWrite(pin, 128) gives roughly 50% duty. Hobby servos use a special PWM signal (a 1–2 ms pulse every 20 ms). Check whether your board uses 5 V or 3.3 V logic before connecting sensors."),
            ("adc-timers-interrupts", "ADC, Timers and Interrupts",
             "The ADC converts a voltage to a number: a 10-bit ADC with a 5 V reference gives 1023 counts at 5 V, so each count is about 4.9 mV. Use it for potentiometers, analog distance sensors and battery monitoring, and average readings to reduce noise. Timers generate precise periodic events, such as running a control loop at exactly 1 kHz. Interrupts respond to events immediately — ideal for counting quadrature encoder pulses. Keep interrupt service routines very short and mark shared variables volatile, disabling interrupts briefly when reading multi-byte values."),
            ("communication", "Serial Communication: UART, I2C and SPI",
             "UART sends bytes asynchronously over TX/RX lines at an agreed baud rate (e.g. 115200) and is used for GPS modules, debugging and talking to a host computer. I2C uses two wires (SDA, SCL) shared by many devices with unique addresses — most IMUs and small sensors use it; remember pull-up resistors and address conflicts. SPI uses separate clock, data and chip-select lines and is faster, used for displays, SD cards and high-rate IMUs. Design a simple framed protocol with a start byte, length and checksum for robust microcontroller-to-PC messaging."),
            ("structure-tools", "Program Structure, Tools and micro-ROS",
             "Replace delay() with millis()-based scheduling or timer interrupts, and structure code as state machines. Use the Arduino IDE or PlatformIO for quick starts, and ESP-IDF or STM32CubeIDE for professional development with debugging. FreeRTOS (built into ESP-IDF) provides tasks, queues and mutexes for more complex firmware. micro-ROS brings ROS 2 publishers and subscribers to microcontrollers such as ESP32 and STM32, letting firmware appear as a node in the robot's ROS graph. Always add a watchdog and a safe default state that stops motors if communication is lost."),
        ],
        resources=[
            ("Arduino Documentation (docs.arduino.cc)", "Official language reference and tutorials for digital and analog I/O, PWM, interrupts and communication.", "8 hours"),
            ("ESP-IDF Programming Guide (Espressif)", "Official guide to developing firmware for ESP32 with FreeRTOS, peripherals and Wi-Fi.", "10 hours"),
            ("Making Embedded Systems — Elecia White", "Book on embedded software architecture, interrupts, timing and debugging.", "15 hours"),
            ("micro-ROS tutorials", "Official guides to running ROS 2 nodes on microcontrollers.", "4 hours"),
        ],
    ),
    P(
        key="signal-processing-basics",
        title="Signal Processing Basics",
        description="Sampling, aliasing, noise, the frequency domain and digital filters — how to turn raw sensor readings into clean, usable signals.",
        category="Electronics",
        duration="2 weeks",
        difficulty="Intermediate",
        overview="Sensor data arrives as sampled, noisy signals. Choosing sample rates, filtering noise without adding too much delay, and recognising vibration or interference in the frequency domain are everyday tasks when integrating IMUs, encoders, force sensors and microphones. This prerequisite gives you the practical core of digital signal processing.",
        details_title="Clean signals make good robots",
        details_content=(
            "A sensor's analog signal is sampled at discrete times. If the sampling rate is too low relative to the signal's frequency content, high-frequency components masquerade as low-frequency ones (aliasing) and cannot be removed afterwards. Understanding sampling helps you configure sensor output rates and anti-aliasing filters.\n\n"
            "Filtering trades noise reduction against delay. A heavy moving average gives a smooth but late signal, which can destabilise a control loop. Designing filters means specifying which frequencies to keep, which to remove, and how much lag is acceptable.\n\n"
            "The Fourier transform reveals a signal's frequency content. Looking at the spectrum of an IMU mounted on a robot often immediately shows motor vibration frequencies that need to be filtered out."
        ),
        sections=[
            ("sampling", "Sampling and Aliasing",
             "The Nyquist-Shannon theorem says a signal must be sampled at more than twice its highest frequency component to be reconstructed. If an IMU samples at 100 Hz, vibration at 70 Hz appears as a false 30 Hz signal. Sensors therefore include configurable digital low-pass filters, and you should sample faster than your control loop needs and filter down. Timestamps matter too: jitter in sampling times distorts derivatives and fusion, so record hardware timestamps where possible."),
            ("noise-filters", "Noise and Simple Digital Filters",
             "Measurement noise can be white (random, all frequencies), have bias and drift (slow changes), or contain spikes. A moving average over N samples reduces white noise by roughly √N but adds delay of about N/2 samples. The exponential (first-order low-pass) filter y[k] = α x[k] + (1 − α) y[k−1] is cheap and tunable via α, with cut-off frequency related to α and the sample rate. A median filter removes spikes, such as occasional bad ultrasonic readings, while preserving steps. Always plot raw and filtered signals together to see the lag you introduce."),
            ("frequency-domain", "The Frequency Domain and FFT",
             "Any signal can be decomposed into sinusoids; the Fast Fourier Transform computes this decomposition efficiently. In Python, np.fft.rfft(signal) with np.fft.rfftfreq(n, d=1/fs) gives the spectrum. Peaks reveal periodic components: motor vibration, 50 Hz mains interference (the frequency of India's electricity grid), or a structural resonance. Filter design is easier in this view: a low-pass filter keeps frequencies below the cut-off, a notch filter removes a narrow band such as a known vibration frequency."),
            ("filter-design", "IIR, FIR and Complementary Filters",
             "FIR filters use a finite window of inputs and can have linear phase; IIR filters such as Butterworth use feedback and achieve sharp cut-offs with few coefficients. scipy.signal.butter and scipy.signal.lfilter design and apply them; filtfilt gives zero-phase filtering for offline analysis but cannot be used in real time. A complementary filter fuses two sensors with complementary noise: high-pass the gyroscope (accurate short-term) and low-pass the accelerometer (accurate long-term) to estimate tilt — angle = α(angle + gyro·dt) + (1 − α)·accel_angle — a classic first step before Kalman filtering."),
        ],
        resources=[
            ("The Scientist and Engineer's Guide to Digital Signal Processing — Steven W. Smith", "Free, practical book on sampling, filters and the FFT written for engineers.", "20 hours"),
            ("Think DSP — Allen B. Downey", "Free Python-based introduction to signals, spectra and filtering.", "10 hours"),
            ("SciPy signal processing tutorial (scipy.signal)", "Official documentation for filter design, filtering and spectral analysis in Python.", "3 hours"),
        ],
    ),
    P(
        key="industrial-automation-basics",
        title="Industrial Automation Basics",
        description="Industrial sensors, 24 V DC control circuits, relays and contactors, motor starters and drives, pneumatics, electrical drawings and machine safety.",
        category="Electronics",
        duration="2 weeks",
        difficulty="Beginner",
        overview="Before programming a PLC, you need to understand the equipment it controls and how industrial control panels are built. This prerequisite introduces the devices, wiring conventions and safety principles used in factories, so that the inputs and outputs in your PLC program correspond to real machines you understand.",
        details_title="What happens on the factory floor",
        details_content=(
            "Industrial automation uses robust, standardised components. Sensors such as inductive proximity switches, photoelectric sensors and limit switches provide on/off signals, usually at 24 V DC. Analog transmitters send process values as 4–20 mA or 0–10 V signals. Outputs switch relays, contactors that start motors, solenoid valves that move pneumatic cylinders, and variable-frequency drives that control motor speed.\n\n"
            "The automation pyramid organises systems into layers: field devices, controllers (PLCs), supervisory control and HMIs (SCADA), and plant-level systems (MES and ERP). Industrial robots sit in the controller layer, exchanging signals with the cell PLC.\n\n"
            "Safety is not optional. Emergency stops, guard interlocks, safety relays or safety PLCs, and lockout/tagout procedures protect people. Machine-safety standards define how these must be designed."
        ),
        sections=[
            ("field-devices", "Industrial Sensors and Signals",
             "Inductive proximity sensors detect metal without contact; capacitive sensors detect many materials; photoelectric sensors (through-beam, retro-reflective, diffuse) detect objects by light; limit switches detect mechanical positions. Three-wire DC sensors come in PNP (sourcing, switching +24 V to the input, common in Europe and India) and NPN (sinking) types, and must match the PLC input card. Analog signals use 4–20 mA current loops, which are immune to voltage drop and detect broken wires (0 mA). Encoders provide position and speed for conveyors and axes."),
            ("control-circuits", "Relays, Contactors and Motor Control",
             "A relay uses a small coil current to switch a separate circuit; a contactor is a heavy-duty relay for motors. A direct-on-line (DOL) starter with a contactor and overload relay starts small three-phase motors; star-delta starters reduce starting current for larger motors. Variable-frequency drives (VFDs) control the speed of AC induction motors and accept start/stop, speed reference and fault signals from a PLC, or communicate over Modbus or PROFINET. The classic start/stop circuit with a seal-in auxiliary contact is the hardware origin of ladder logic."),
            ("pneumatics", "Pneumatics and Electro-Pneumatics",
             "Compressed air (typically around 6 bar) drives cylinders and grippers cheaply and robustly. Single-acting cylinders return by spring; double-acting cylinders are driven both ways. Directional control valves such as 5/2 and 5/3 solenoid valves are switched by PLC outputs, and reed switches on the cylinder report its end positions back to the PLC. Flow-control valves set speed, and an FRL unit (filter, regulator, lubricator) conditions the supply. Pneumatic grippers are the most common end effectors on industrial pick-and-place robots."),
            ("drawings-safety", "Electrical Drawings and Machine Safety",
             "Panel documentation includes power and control schematics, terminal and I/O lists, and panel layouts; learning to read them is essential for commissioning and troubleshooting. Emergency stop buttons must directly remove hazardous energy through safety-rated circuits, not only through ordinary PLC logic. Safety relays and safety PLCs monitor e-stops, light curtains and door interlocks with redundant, self-checking channels. Risk assessment and functional-safety standards (ISO 12100, ISO 13849-1, IEC 62061) guide design, and lockout/tagout procedures protect people during maintenance."),
        ],
        resources=[
            ("Programmable Logic Controllers — Frank D. Petruzella", "Widely used textbook covering industrial devices, motor control circuits and PLC fundamentals.", "25 hours"),
            ("RealPars — industrial automation video lessons", "Clear videos on sensors, PLCs, VFDs, SCADA and industrial networks.", "8 hours"),
            ("Industrial Automation: Hands-On — Frank Lamb", "Practical guide to industrial components, control panels, motion control and safety.", "15 hours"),
        ],
    ),
    P(
        key="user-study-design",
        title="User Study Design and Research Methods",
        description="Designing experiments with people: hypotheses, variables, within- and between-subject designs, questionnaires, ethics and statistical analysis.",
        category="Research Methods",
        duration="2 weeks",
        difficulty="Intermediate",
        overview="Human-robot interaction claims — that a robot is easier to use, more trusted or safer — need evidence from well-designed studies with people. This prerequisite covers how to plan and run a user study, choose measures, treat participants ethically and analyse the data, skills borrowed from human-computer interaction and experimental psychology.",
        details_title="Measuring how people experience robots",
        details_content=(
            "A user study starts with a research question and a testable hypothesis, for example 'Participants will rate a robot that signals its intent with lights as more predictable than one that does not.' The experimenter manipulates independent variables (the signalling condition) and measures dependent variables (ratings, task time, errors, collisions).\n\n"
            "Good designs control for confounds. In a within-subjects design, each participant experiences all conditions, which needs fewer people but requires counterbalancing the order; in a between-subjects design, each participant experiences one condition. Wizard-of-Oz studies, where a hidden operator controls the robot, let you test interaction ideas before building full autonomy.\n\n"
            "Studies involving people require ethical approval, typically from an Institutional Ethics Committee or review board, informed consent, data protection and attention to participant safety, which is especially important when robots move near people."
        ),
        sections=[
            ("questions-hypotheses", "Research Questions, Variables and Hypotheses",
             "Turn a vague goal ('make the robot friendlier') into a precise question and hypotheses that can be supported or rejected. Identify independent variables (what you change), dependent variables (what you measure) and control variables (what you hold constant, such as the task and environment). Operationalise concepts: 'trust' could be measured with a validated questionnaire and with behaviour such as how often participants intervene. Pilot the study with two or three people to find problems before collecting real data."),
            ("designs", "Experimental Designs and Procedures",
             "Choose between within- and between-subjects designs based on learning effects, session length and available participants. Counterbalance condition order (for example with a Latin square) in within-subjects studies. Randomise assignment in between-subjects studies. Write a script for the experimenter so every participant gets the same instructions, and keep sessions short to avoid fatigue. Decide the sample size in advance, ideally using a power analysis, instead of collecting until results look significant."),
            ("measures", "Measures and Questionnaires",
             "Combine objective measures (task completion time, success rate, errors, minimum distance to the robot, physiological signals) with subjective measures. Validated questionnaires are preferred over home-made ones: the Godspeed questionnaire for perceptions of robots (anthropomorphism, animacy, likeability, perceived intelligence and safety), NASA-TLX for workload, and the System Usability Scale for usability. Add semi-structured interviews for qualitative insight. Use Likert scales consistently and report them appropriately as ordinal data."),
            ("analysis-ethics", "Analysis, Reporting and Ethics",
             "Explore data with plots first. Use t-tests or ANOVA for normally distributed measures, non-parametric tests (Wilcoxon, Mann-Whitney, Friedman) for ordinal ratings, and correct for multiple comparisons. Report effect sizes and confidence intervals, not only p-values, and be transparent about exclusions. Ethically, obtain informed consent, allow withdrawal at any time, anonymise data, store it securely, and ensure the robot cannot harm participants — with speed limits, an emergency stop and an experimenter ready to intervene."),
        ],
        resources=[
            ("Human-Robot Interaction: An Introduction — Bartneck, Belpaeme, Eyssel, Kanda, Keijsers and Šabanović", "Accessible textbook covering HRI design, research methods and applications.", "15 hours"),
            ("Research Methods in Human-Computer Interaction — Lazar, Feng and Hochheiser", "Comprehensive guide to experimental design, surveys, interviews and analysis in HCI.", "25 hours"),
            ("Discovering Statistics — Andy Field", "Friendly, thorough guide to the statistical tests used in user studies.", "20 hours"),
        ],
    ),
]
