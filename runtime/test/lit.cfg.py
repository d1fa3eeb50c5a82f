# -*- Python -*-
# lit configuration of libacc's test suite (runtime/test). See README.md.

import os
import subprocess
import sys

import lit.formats

config.name = "accc-runtime"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs", "README.md", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = config.accc_runtime_obj_dir

# FileCheck and not from LLVM 22 come first on PATH.
config.environment["PATH"] = os.path.pathsep.join(
    [config.accc_tools_dir, config.environment.get("PATH", "")]
)
# Tests set the OpenACC and OpenMP variables they need themselves.
for var in [
    "ACC_DEVICE_TYPE",
    "ACC_DEVICE_NUM",
    "ACC_PROFLIB",
    "ACCC_PROFILE",
    "LD_PRELOAD",
    "OMP_DEFAULT_DEVICE",
    "OMP_TARGET_OFFLOAD",
    "PROF_QUIET",
]:
    config.environment.pop(var, None)

common = "-fopenmp -Wall -Werror -I{}".format(config.accc_include_dir)
link = "-L{0} -lacc -Wl,-rpath,{0}".format(config.accc_lib_dir)

# The 'gpu' feature: the tests run on a machine with an NVIDIA GPU. libomptarget
# counts a GPU only once an offload image for it is registered, so every test
# program then also links a small shared library holding such an image
# (Inputs/gpu-image.c), built here once. It needs CUDA's ptxas and nvlink.
if os.environ.get("ACCC_TEST_GPU") == "1":
    config.available_features.add("gpu")
    image_dir = os.path.join(config.accc_runtime_obj_dir, "gpu-image")
    os.makedirs(image_dir, exist_ok=True)
    # Debian installs libomptarget under its versioned name only.
    omptarget = os.path.join(image_dir, "libomptarget.so")
    if not os.path.lexists(omptarget):
        os.symlink(config.accc_libomptarget, omptarget)
    image = os.path.join(image_dir, "libaccc-gpu-image.so")
    cmd = [
        config.accc_cc,
        "-fopenmp",
        "--offload-arch=" + config.accc_gpu_arch,
        "-nogpulib",
        "-fPIC",
        "-shared",
        os.path.join(config.test_source_root, "Inputs", "gpu-image.c"),
        "-L" + image_dir,
        "-o",
        image,
    ]
    try:
        subprocess.run(cmd, check=True, capture_output=True, text=True)
    except subprocess.CalledProcessError as e:
        lit_config.fatal(
            "cannot build the GPU image library:\n{}\n{}".format(
                " ".join(cmd), e.stderr
            )
        )
    link += " {0} -Wl,-rpath,{1}".format(image, image_dir)

# Order matters: a substitution must come before any that is its prefix.
# accc's profiling library (runtime/profile), and the interpreter of its
# tests' trace checker (Inputs/check-trace.py).
config.substitutions.append(
    ("%libaccc-profile", os.path.join(config.accc_lib_dir, "libaccc_profile.so"))
)
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(
    ("%libacc-so", os.path.join(config.accc_lib_dir, "libacc.so"))
)
config.substitutions.append(("%libacc", link))
# For tests that call omp_target_* themselves (libomptarget's own routines).
config.substitutions.append(("%libomptarget", config.accc_libomptarget))
config.substitutions.append(("%cc", "{} {}".format(config.accc_cc, common)))
config.substitutions.append(("%cxx", "{} {}".format(config.accc_cxx, common)))
config.substitutions.append(("%openacc-version", config.accc_openacc_version))
# The profiling library of the prof/ tests (Inputs/prof-print.c).
config.substitutions.append(
    ("%prof-print", os.path.join(config.test_source_root, "Inputs", "prof-print.c"))
)
