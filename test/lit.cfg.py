# -*- Python -*-
# lit configuration of accc's compiler tests (test/). See test/README.md.

import os

import lit.formats

config.name = "accc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp"]
config.excludes = ["Inputs", "README.md", "CMakeLists.txt", "gpu"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.accc_obj_root, "test")

config.environment["PATH"] = os.path.pathsep.join(
    [config.accc_tools_dir, config.environment.get("PATH", "")]
)
for var in ["ACC_DEVICE_TYPE", "ACC_DEVICE_NUM", "OMP_TARGET_OFFLOAD",
            "OMP_NUM_THREADS", "ACCC_NVPTX_DEVRT", "ACCC_CUDA_PATH"]:
    config.environment.pop(var, None)
# Multicore tests see several threads even on a 1-core machine.
config.environment["OMP_NUM_THREADS"] = "4"

accc = os.path.join(config.accc_bin_dir, "accc")
config.substitutions.append(("%accc", accc))
config.substitutions.append(("%openacc_version", config.accc_openacc_version))
# The printed OpenMP may include openacc.h (async queues): the build tree's.
config.substitutions.append(
    ("%clang-omp", "{} -fopenmp -I{}".format(
        config.accc_clang, os.path.join(config.accc_obj_root, "include"))))

# 'gpu': the tests run on a machine with an NVIDIA GPU (ACCC_TEST_GPU=1).
# 'gpu-compile': accc can build GPU code here (NVPTX runtime and ptxas).
if os.environ.get("ACCC_TEST_GPU") == "1":
    config.available_features.add("gpu")
devrt = os.environ.get("ACCC_NVPTX_DEVRT", config.accc_nvptx_devrt_dir)
cuda = os.environ.get("ACCC_CUDA_PATH", "/usr/local/cuda")
if os.path.exists(os.path.join(devrt, "libomptarget-nvptx.bc")) and \
        os.path.exists(os.path.join(cuda, "bin", "ptxas")):
    config.available_features.add("gpu-compile")
