# -*- Python -*-
# lit configuration of libacc's test suite (runtime/test). See README.md.

import glob
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

# %offload: the flags that compile a test's own target regions for the
# machine's device, with clang's map names (line tables): NVPTX when the
# 'gpu' feature is on (the OpenMP device runtime from ACCC_NVPTX_DEVRT, by
# default the one scripts/build-device-runtime.sh caches), else libomptarget's
# host plugin (x86_64 offload), whose devices report the same OMPT events as
# the CUDA plugin's. The 'host-offload' feature: such a program builds and
# runs here.
offload = ""
if "gpu" in config.available_features:
    devrt = os.environ.get("ACCC_NVPTX_DEVRT", "")
    if not devrt:
        cached = sorted(glob.glob("/var/cache/accc/nvptx-devrt-*"))
        devrt = cached[-1] if cached else ""
    offload = (
        "--offload-arch={0} --libomptarget-nvptx-bc-path={1}/libomptarget-nvptx.bc"
        " -Xoffload-linker -L{1} -gline-tables-only".format(config.accc_gpu_arch, devrt)
    )
else:
    probe_dir = os.path.join(config.accc_runtime_obj_dir, "host-offload")
    os.makedirs(probe_dir, exist_ok=True)
    probe = os.path.join(probe_dir, "probe")
    flags = ["-fopenmp-targets=x86_64-pc-linux-gnu"]
    try:
        with open(probe + ".c", "w") as f:
            f.write(
                "#include <omp.h>\n"
                "int main(void) {\n"
                "  int on_host = 1;\n"
                "#pragma omp target map(from: on_host)\n"
                "  on_host = omp_is_initial_device();\n"
                "  return omp_get_num_devices() > 0 ? on_host : 2;\n"
                "}\n"
            )
        subprocess.run(
            [config.accc_cc, "-fopenmp"] + flags + [probe + ".c", "-o", probe,
             "-Wl,-rpath," + os.path.dirname(config.accc_libomptarget)],
            check=True, capture_output=True, timeout=120,
        )
        # A target region that ran on a device of the host plugin sees
        # omp_is_initial_device() == 0.
        if subprocess.run([probe], capture_output=True, timeout=60).returncode == 0:
            config.available_features.add("host-offload")
            offload = " ".join(flags + ["-gline-tables-only"])
    except (OSError, subprocess.SubprocessError):
        pass
config.substitutions.append(("%offload", offload))

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
