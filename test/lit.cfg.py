# -*- Python -*-
# lit configuration of accc's compiler tests (test/). See test/README.md.

import os
import re
import shutil
import subprocess

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

# accc's runtime headers in the build tree (openacc.h, accc-gpu-c/math.h).
config.substitutions.append(
    ("%runtime-include", os.path.join(config.accc_obj_root, "include")))

# 'gpu': the tests run on a machine with an NVIDIA GPU (ACCC_TEST_GPU=1).
# 'gpu-compile': accc can build GPU code here (NVPTX runtime and ptxas).
if os.environ.get("ACCC_TEST_GPU") == "1":
    config.available_features.add("gpu")
devrt = os.environ.get("ACCC_NVPTX_DEVRT", config.accc_nvptx_devrt_dir)
cuda = os.environ.get("ACCC_CUDA_PATH", "/usr/local/cuda")
if os.path.exists(os.path.join(devrt, "libomptarget-nvptx.bc")) and \
        os.path.exists(os.path.join(cuda, "bin", "ptxas")):
    config.available_features.add("gpu-compile")

# 'offload-host': the GPU translation built for libomptarget's host plugin
# (test/offload-host.sh), which checks the GPU's data mapping without a GPU:
#   RUN: %accc-offload-host %s -o %t.oh && %run-offload-host %t.oh
# (Before %accc, which lit would otherwise substitute inside the name.)
config.substitutions.insert(0, ("%accc-offload-host", "bash {} {} {} {} {}".format(
    os.path.join(config.test_source_root, "offload-host.sh"), accc,
    config.accc_clang, os.path.join(config.accc_obj_root, "include"),
    os.path.join(config.accc_obj_root, "lib"))))
config.substitutions.append(
    ("%run-offload-host", "env ACC_DEVICE_TYPE=nvidia"))
if os.path.exists(os.path.join(config.accc_obj_root, "lib",
                               "libomptarget.so")):
    config.available_features.add("offload-host")

# test/BuildSystems: accc under CMake, Make and Open MPI's wrappers. The
# build tree is laid out as an install tree (%accc-prefix/bin/accc,
# lib/cmake/accc/acccConfig.cmake, ...). Features: 'cmake', 'ninja', 'make',
# 'mpi' (Open MPI's mpicc, mpicxx and mpirun) where the tools are installed.
# (Before %accc, which lit would otherwise substitute inside these names.)
config.substitutions.insert(0, ("%accc-prefix", config.accc_obj_root))
config.substitutions.insert(0, (
    "%accc-cmake-dir",
    os.path.join(config.accc_obj_root, "lib", "cmake", "accc")))
for tool in ["cmake", "ninja", "make"]:
    if shutil.which(tool):
        config.available_features.add(tool)
if all(shutil.which(t) for t in ["mpicc", "mpicxx", "mpirun"]):
    config.available_features.add("mpi")
# What a project configured with CC=accc CXX=accc++ must add for CMake's
# FindOpenACC: nothing from CMake 3.29 on (it tries -fopenacc for Clang),
# the flag itself before (README, "Using accc with CMake, Make and MPI").
cmake_openacc_flags = ""
if shutil.which("cmake"):
    out = subprocess.run(["cmake", "--version"], capture_output=True,
                         text=True).stdout
    m = re.search(r"version (\d+)\.(\d+)", out)
    if m and (int(m.group(1)), int(m.group(2))) < (3, 29):
        cmake_openacc_flags = \
            "-DOpenACC_C_FLAGS=-fopenacc -DOpenACC_CXX_FLAGS=-fopenacc"
config.substitutions.append(("%cmake-openacc-flags", cmake_openacc_flags))
