// RUN: %accc --help | FileCheck %s --check-prefix=HELP
// RUN: %accc --version | FileCheck %s --check-prefix=VER -DVER=%openacc_version

// HELP: OVERVIEW: accc - OpenACC compiler for C and C++ (OpenACC to OpenMP on Clang/LLVM 22)
// HELP: USAGE: accc [options] file...
// HELP: -acc=gpu
// HELP: -acc=multicore
// HELP: -acc=host
// HELP: -acc-mapping=threads
// HELP: -acc-mapping=base
// HELP: -fno-openacc-direct-kernels
// HELP: -fno-openacc-hold
// HELP: -fno-openacc-run-ahead
// HELP: -fopenacc-print=<mode>
// HELP: omp
// HELP: acc-omp
// HELP: omp-acc
// HELP: acc
// HELP: -fopenacc-ast-print=<mode>
// HELP: -fopenacc-ast-dump
// HELP: -Minfo=accel
// HELP: -fopenmp is an error
// HELP: ACC_DEVICE_TYPE=host|nvidia
// HELP: ACCC_RUN_AHEAD=0

// VER: accc version {{[0-9]+\.[0-9]+\.[0-9]+}} (OpenACC 3.3, _OPENACC=[[VER]]) on LLVM/Clang 22
